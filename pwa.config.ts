import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { type OfflineStrings, renderOfflinePage } from "./client/src/sw/offline-page.js";

/** The colours the installed app starts with: the brand crimson and the light background. */
const THEME_COLOR = "#b3222d";
const BACKGROUND_COLOR = "#fdfbf8";

/** The "offline" strings of a locale (read at build time, so editing a locale never restarts `vite`). */
const offlineStrings = (language: "en" | "ne"): OfflineStrings =>
  JSON.parse(readFileSync(new URL(`./client/src/locales/${language}.json`, import.meta.url), "utf8")).offline;

/** Writes offline.html from the locales' "offline" strings (the service worker precaches it). */
const offlinePage = (): Plugin => ({
  name: "sipalu-offline-page",
  apply: "build",
  generateBundle() {
    this.emitFile({
      type: "asset",
      fileName: "offline.html",
      source: renderOfflinePage({ en: offlineStrings("en"), ne: offlineStrings("ne") }),
    });
  },
});

/**
 * The installable, offline-capable app: the web app manifest and the service worker /sw.js, built
 * from client/src/sw/sw.ts with the precache list injected. The app registers it itself in
 * production builds (client/src/features/app-update/register-service-worker.ts); a new version
 * waits for the update notice's "Update Now" (prompt-style: the worker never calls skipWaiting).
 */
export const pwaPlugins = () => [
  offlinePage(),
  VitePWA({
    strategies: "injectManifest",
    srcDir: "src/sw",
    filename: "sw.ts",
    injectRegister: false,
    // Everything the built app loads, so an installed version works whole (the manifest and its
    // icons are added by the plugin), but not the catalogue's illustrations: a visitor fetches only
    // those they see, and the worker keeps them at runtime (sw.ts, images).
    includeAssets: ["apple-touch-icon.png"],
    injectManifest: {
      globPatterns: ["**/*.{js,css,html,svg,woff2}"],
      globIgnores: ["catalog/**"],
      rollupFormat: "iife",
    },
    manifest: {
      id: "/",
      name: "Sipalu · सिपालु",
      short_name: "Sipalu",
      description:
        "Find trusted, skilled professionals across Nepal. Post a job, get bids, or ask for instant help.",
      lang: "en",
      dir: "ltr",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      categories: ["business", "lifestyle"],
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
  }),
];
