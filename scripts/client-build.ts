/**
 * Builds the client into dist/client and records what it was built from, so `npm start` can skip a
 * build whose sources have not changed (a restart then takes the server's start-up alone).
 *
 *   tsx scripts/client-build.ts               always builds (npm run build)
 *   tsx scripts/client-build.ts --if-changed  builds only when the sources differ from the stamp (npm start)
 *
 * The stamp is a SHA-256 over every file the build reads (below), path and content, taken before
 * the build starts: a file edited while it runs makes the next start build again. It is written
 * only after `vite build` succeeded, so a failed or interrupted build is never taken for current.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT_DIR = path.join(ROOT, "dist", "client");
/** Inside the build's folder, so a build that empties it (emptyOutDir) takes the stamp with it. */
export const STAMP_FILE = path.join(OUT_DIR, ".source-hash");

/** Folders the build reads every file of (index.html, public/, src/, the shared domain/, the build's own plugins). */
const SOURCE_DIRS = ["client", "domain", "scripts"];
/** The build's configuration and the versions of everything it bundles. */
const SOURCE_FILES = [
  "vite.config.ts",
  "pwa.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
/** Tests are never bundled: editing one needs no build. */
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(root, relative);
      return entry.isFile() && !isTest(entry.name) ? [relative] : [];
    }),
  );
  return nested.flat();
}

/** The hash of every source of the client build: each file's path and bytes, in path order. */
export async function clientSourceHash(root = ROOT): Promise<string> {
  const listed = await Promise.all(SOURCE_DIRS.map((dir) => filesUnder(root, dir)));
  const files = [...listed.flat(), ...SOURCE_FILES].sort();
  const hash = createHash("sha256");
  for (const file of files) {
    const data = await readFile(path.join(root, file)).catch(() => null);
    // The name and the length first, so moving bytes from one file to the next changes the hash.
    hash.update(`${file}\0${data?.length ?? -1}\0`);
    if (data) hash.update(data);
  }
  return hash.digest("hex");
}

/** Whether the build in `outDir` (dist/client) was made from exactly these sources. */
export async function isCurrent(sourceHash: string, outDir = OUT_DIR): Promise<boolean> {
  if (!existsSync(path.join(outDir, "index.html"))) return false;
  const stamp = await readFile(path.join(outDir, path.basename(STAMP_FILE)), "utf8").catch(() => null);
  return stamp?.trim() === sourceHash;
}

function viteBuild(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, "node_modules", ".bin", "vite"), ["build"], {
      cwd: ROOT,
      stdio: "inherit",
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const ifChanged = process.argv.includes("--if-changed");
  const started = performance.now();
  const sourceHash = await clientSourceHash();
  if (ifChanged && (await isCurrent(sourceHash))) {
    const ms = Math.round(performance.now() - started);
    console.log(`[client-build] dist/client is up to date with its sources (checked in ${ms} ms)`);
    return;
  }
  const code = await viteBuild();
  if (code !== 0) process.exit(code);
  await writeFile(STAMP_FILE, `${sourceHash}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
