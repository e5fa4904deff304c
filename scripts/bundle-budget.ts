/**
 * The first-load budget: for every routed page, the gzipped JavaScript a browser downloads to show
 * it on a cold load (the entry chunk, the page's lazy chunk and everything they import statically)
 * must stay within BUDGET_KB. Reads the Vite manifest of the build; exits 1 when a page is over.
 *
 *   npm run build && npm run check:bundle
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGET_KB = 150;

export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** The chunk keys loaded with `key`: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export type PageWeight = { page: string; jsBytes: number; cssBytes: number };

/**
 * The first-load weight of every page the entry loads lazily: entry closure ∪ page closure, each file
 * counted once, sized by `sizeOf` (gzipped bytes of a built file).
 */
export function pageWeights(manifest: Manifest, sizeOf: (file: string) => number): PageWeight[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("the manifest has no entry chunk");
  const entry = staticClosure(manifest, entryKey);
  const pages = new Set<string>();
  for (const key of entry) for (const page of manifest[key]?.dynamicImports ?? []) pages.add(page);
  return [...pages].sort().map((page) => {
    const keys = staticClosure(manifest, page, new Set(entry));
    const files = [...keys].map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
    const js = new Set(files.map((chunk) => chunk.file).filter((file) => file.endsWith(".js")));
    const css = new Set(files.flatMap((chunk) => chunk.css ?? []));
    const sum = (set: Set<string>) => [...set].reduce((total, file) => total + sizeOf(file), 0);
    return { page, jsBytes: sum(js), cssBytes: sum(css) };
  });
}

export const overBudget = (weights: PageWeight[], budgetKb = BUDGET_KB) =>
  weights.filter((weight) => weight.jsBytes > budgetKb * 1024);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
  const outDir = path.resolve(root, process.env.CLIENT_DIR ?? "dist/client");
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const weights = pageWeights(manifest, sizeOf);
  const width = Math.max(...weights.map((w) => w.page.length));
  console.log(`First-load JavaScript per page, gzipped (budget ${BUDGET_KB} KB):`);
  for (const w of weights)
    console.log(
      `  ${w.page.padEnd(width)}  JS ${kb(w.jsBytes).padStart(9)}  CSS ${kb(w.cssBytes).padStart(8)}`,
    );
  const over = overBudget(weights);
  if (over.length > 0) {
    console.error(
      `Over the ${BUDGET_KB} KB budget: ${over.map((w) => `${w.page} (${kb(w.jsBytes)})`).join(", ")}`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
