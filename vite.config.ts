import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { pwaPlugins } from "./pwa.config.js";
import { localeNamespaces } from "./scripts/locale-namespaces.js";
import { precompress } from "./scripts/precompress.js";

const apiPort = process.env.API_PORT ?? "3001";
const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

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
    // .br and .gz copies of the built files, served by server/plugins/client-app.ts.
    precompress(),
  ],
  resolve: {
    alias: {
      "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
      "@": fileURLToPath(new URL("./client/src", import.meta.url)),
    },
  },
  // The manifest feeds the first-load budget check (scripts/bundle-budget.ts).
  build: { outDir: "../dist/client", emptyOutDir: true, manifest: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
