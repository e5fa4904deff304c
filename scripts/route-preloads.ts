/**
 * Vite plugin: writes route-preloads.json, the chunks of each page a cold load may land on (the
 * pages of client/src/app/preload-route.ts), beyond what the entry loads:
 * { "professionals": ["assets/professionals-page-x.js", …] }. server/plugins/client-app.ts puts
 * them in that page's HTML as <link rel="modulepreload">, so the page's code downloads alongside the
 * app's instead of after it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const ROUTE_PRELOADS_FILE = "route-preloads.json";

/** The first path segment → page module of preload-route.ts: { professionals: "features/…/page" }. */
export function firstPages(source: string): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const match of source.matchAll(/(\w+|"")\s*:\s*\(\)\s*=>\s*import\(\s*"@\/([^"]+)"\s*\)/g)) {
    const [, key = "", module = ""] = match;
    pages[key === '""' ? "" : key] = module;
  }
  return pages;
}

type Chunk = {
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};

/** The files `start` imports statically, transitively, itself included, minus those in `skip`. */
export function chunkClosure(chunks: ReadonlyMap<string, Chunk>, start: string, skip: ReadonlySet<string>) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || skip.has(file)) return;
    seen.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit(start);
  return [...seen];
}

export function routePreloads({ routesFile, sourceDir }: { routesFile: string; sourceDir: string }): Plugin {
  return {
    name: "sipalu:route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle))
        if (output.type === "chunk") chunks.set(output.fileName, output);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const shell = new Set(chunkClosure(chunks, entry.fileName, new Set()));
      const preloads: Record<string, string[]> = {};
      for (const [key, module] of Object.entries(firstPages(readFileSync(routesFile, "utf8")))) {
        const base = path.join(sourceDir, module);
        const page = [...chunks.values()].find((chunk) =>
          [".tsx", ".ts"].some((ext) => chunk.facadeModuleId === base + ext),
        );
        if (page) preloads[key] = chunkClosure(chunks, page.fileName, shell);
      }
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
