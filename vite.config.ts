import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { ERRORS, isErrorCode } from "./domain/errors.js";
import { pwaPlugins } from "./pwa.config.js";
import { localeNamespaces } from "./scripts/locale-namespaces.js";
import { pageMeta } from "./scripts/page-meta.js";
import { precompress } from "./scripts/precompress.js";
import { routePreloads } from "./scripts/route-preloads.js";

const apiPort = process.env.API_PORT ?? "3001";
const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/**
 * An English errors.<code> string in the server's own words need not ship: a refusal carries those
 * words as its message, which errorText shows when English has no string for the code
 * (client/src/lib/error-text.ts). Nepali (a chunk of its own) keeps them; locales.test.ts holds
 * English to the server's words.
 */
const serversOwnWords = (key: string, text: string) => {
  const code = key.replace(/^errors\./, "");
  return key !== code && isErrorCode(code) && ERRORS[code].message === text;
};
// A module that creates a React context, or is marked `@single-instance` (its state, e.g. the
// outbox's, must be one per page): never copied into several chunks.
const mustStayOne = (id: string) =>
  !id.startsWith("\0") &&
  existsSync(id) &&
  /\bcreateContext(Scope)?\s*[<(]|@single-instance\b/.test(readFileSync(id, "utf8"));

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
      needless: serversOwnWords,
    }),
    // The web app manifest, the service worker (/sw.js) and the offline page.
    ...pwaPlugins(),
    // Which chunks each first page needs, preloaded in its HTML by server/plugins/client-app.ts.
    routePreloads({
      routesFile: fromRoot("./client/src/app/preload-route.ts"),
      sourceDir: fromRoot("./client/src"),
    }),
    // Each page's English title and description, written into its HTML by server/plugins/client-app.ts.
    pageMeta({ localeFile: fromRoot("./client/src/locales/en.json") }),
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
          // a module that creates a React context (a provider and its consumers must share one) or
          // holds state of the page (mustStayOne).
          experimentalInlineCommonChunks: { maxSize: 12_000, exclude: mustStayOne },
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // The payment sandbox's pages are the API server's too (server/features/payments/sandbox.ts).
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      "/sandbox": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
