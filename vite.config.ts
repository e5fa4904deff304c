import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { pwaPlugins } from "./pwa.config.js";
import { localeNamespaces } from "./scripts/locale-namespaces.js";
import { precompress } from "./scripts/precompress.js";
import { routePreloads } from "./scripts/route-preloads.js";

const apiPort = process.env.API_PORT ?? "3001";
const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const createsReactContext = (id: string) =>
  !id.startsWith("\0") && existsSync(id) && /\bcreateContext(Scope)?\s*[<(]/.test(readFileSync(id, "utf8"));

export default defineConfig({
  root: "client",
  plugins: [
    react(),
    tailwindcss(),
    // English strings travel with the chunks that use them (see the plugin's comment).
    localeNamespaces({
      english: fromRoot("./client/src/locales/en.json"),
      sourceDir: fromRoot("./client/src"),
      i18nModule: fromRoot("./client/src/lib/i18n.ts"),
    }),
    // The web app manifest, the service worker (/sw.js) and the offline page.
    ...pwaPlugins(),
    // Which chunks each first page needs, preloaded in its HTML by server/plugins/client-app.ts.
    routePreloads({
      routesFile: fromRoot("./client/src/app/preload-route.ts"),
      sourceDir: fromRoot("./client/src"),
    }),
    // .br and .gz copies of the built files, served by server/plugins/client-app.ts.
    precompress(),
  ],
  resolve: {
    alias: {
      "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
      "@": fileURLToPath(new URL("./client/src", import.meta.url)),
    },
  },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // The manifest feeds the first-load budget check (scripts/bundle-budget.ts), which reports the
    // gzipped sizes that matter: the build need not gzip every chunk once more just to print them.
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // What every page loads first is one file, not a dozen shared slices of it.
          groups: [{ name: "app", tags: ["$initial"] }],
          // Small pieces pages share (icons, ui parts, strings) are copied into each page's chunk
          // rather than fetched as dozens of tiny files: a page is a few requests, not forty. Never
          // a module that creates a React context: a provider and its consumers must share one.
          experimentalInlineCommonChunks: { maxSize: 12_000, exclude: createsReactContext },
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
