/**
 * The first-load budget: for every routed page (client/src/app/pages.ts), the gzipped JavaScript a
 * browser downloads to show it on a cold load (the entry chunk, the page's lazy chunk and everything
 * they import statically) must stay within BUDGET_KB. Reads the Vite manifest of the build; exits 1
 * when a page is over. Code a page or the shell loads later (dialogs, menus, Nepali) is listed apart.
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
 * The manifest keys of the routed pages: the modules pages.ts imports lazily, as the manifest names
 * them ("@/features/jobs/jobs-page" → "src/features/jobs/jobs-page.tsx").
 */
export function routedPages(pagesSource: string, manifest: Manifest): string[] {
  const modules = new Set([...pagesSource.matchAll(/import\(\s*["']@\/([^"']+)["']\s*\)/g)].map((m) => m[1]));
  return [...modules].map((module) => {
    const key = [".tsx", ".ts", ""].map((ext) => `src/${module}${ext}`).find((name) => manifest[name]);
    if (!key) throw new Error(`pages.ts imports @/${module}, which the build's manifest does not list`);
    return key;
  });
}

/**
 * The first-load weight of each page (by default every chunk the entry loads lazily): entry closure
 * ∪ page closure, each file counted once, sized by `sizeOf` (gzipped bytes of a built file).
 */
export function pageWeights(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  pages?: readonly string[],
): PageWeight[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("the manifest has no entry chunk");
  const entry = staticClosure(manifest, entryKey);
  const lazy = new Set<string>();
  for (const key of entry) for (const page of manifest[key]?.dynamicImports ?? []) lazy.add(page);
  return [...(pages ?? lazy)].sort().map((page) => {
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

type RunOptions = {
  clientDir: string;
  pagesFile: string;
  log?: (line: string) => void;
  error?: (line: string) => void;
};

/** Prints the table; 0 when every routed page is within the budget, 1 otherwise. */
export function runBudget({
  clientDir,
  pagesFile,
  log = console.log,
  error = console.error,
}: RunOptions): number {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const pages = routedPages(readFileSync(pagesFile, "utf8"), manifest);
  const weights = pageWeights(manifest, sizeOf, pages);
  const later = pageWeights(manifest, sizeOf).filter((weight) => !pages.includes(weight.page));
  const width = Math.max(...[...weights, ...later].map((w) => w.page.length));
  const row = (w: PageWeight) =>
    `  ${w.page.padEnd(width)}  JS ${kb(w.jsBytes).padStart(9)}  CSS ${kb(w.cssBytes).padStart(8)}`;
  log(`First-load JavaScript per routed page, gzipped (budget ${BUDGET_KB} KB):`);
  for (const weight of weights) log(row(weight));
  if (later.length > 0) {
    log("Loaded after the first paint (idle, on use, or Nepali), with the entry, for reference:");
    for (const weight of later) log(row(weight));
  }
  const over = overBudget(weights);
  if (over.length === 0) return 0;
  error(`Over the ${BUDGET_KB} KB budget: ${over.map((w) => `${w.page} (${kb(w.jsBytes)})`).join(", ")}`);
  return 1;
}

function main() {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
  process.exitCode = runBudget({
    clientDir: path.resolve(root, process.env.CLIENT_DIR ?? "dist/client"),
    pagesFile: path.resolve(root, process.env.PAGES_FILE ?? "client/src/app/pages.ts"),
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
