/**
 * Vite plugin: writes a Brotli (.br) and a gzip (.gz) copy next to every compressible file of the
 * build, compressed once at the highest levels; server/plugins/client-app.ts serves them to browsers
 * that accept them (@fastify/static preCompressed), so requests for assets cost no compression work.
 *
 * Brotli at its highest quality is most of the build's time (about 5 s of CPU for the ~100 files),
 * yet most files are the same from one build to the next (their names carry a hash of their
 * content). So each copy is kept in a cache by the content it was made from: a later build writes
 * the very same bytes again and compresses only the files that changed.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this the headers outweigh the saving. */
export const MIN_BYTES = 1024;

/** Where the copies are kept between builds (removed with node_modules, as other tools' caches). */
export const DEFAULT_CACHE_DIR = fileURLToPath(
  new URL("../node_modules/.cache/sipalu-precompress", import.meta.url),
);
/** A cached copy not used by any build for this long is removed. */
const CACHE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** The two copies of a file; a change of level or of the compressor's version is a new cache key. */
const ENCODINGS = [
  {
    ext: "br",
    key: `br-q${constants.BROTLI_MAX_QUALITY}-${process.versions.brotli}`,
    compress: (content: Buffer) =>
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
  {
    ext: "gz",
    key: `gzip-9-${process.versions.zlib}`,
    compress: (content: Buffer) => gzipAsync(content, { level: 9 }),
  },
] as const;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** The compressed copy of `content`: from the cache when this content was compressed before. */
async function compressedCopy(
  content: Buffer,
  encoding: (typeof ENCODINGS)[number],
  cacheDir: string | null,
): Promise<Buffer> {
  if (!cacheDir) return encoding.compress(content);
  const digest = createHash("sha256").update(encoding.key).update("\0").update(content).digest("hex");
  const cached = path.join(cacheDir, `${digest}.${encoding.ext}`);
  const hit = await readFile(cached).catch(() => null);
  if (hit) {
    const now = new Date();
    await utimes(cached, now, now).catch(() => undefined); // still in use: not pruned
    return hit;
  }
  const copy = await encoding.compress(content);
  // Written aside and renamed: a build running beside this one never reads half a file.
  const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, copy);
  await rename(partial, cached);
  return copy;
}

/** Removes the cached copies that no build has used for CACHE_MAX_AGE_MS. */
async function pruneCache(cacheDir: string): Promise<void> {
  const cutoff = Date.now() - CACHE_MAX_AGE_MS;
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Number.POSITIVE_INFINITY }));
    if (mtimeMs < cutoff) await rm(file, { force: true });
  }
}

/**
 * Writes file.br and file.gz for each compressible file of `dir` of at least MIN_BYTES; returns how
 * many files it compressed. `cacheDir: null` compresses everything afresh.
 */
export async function precompressDir(
  dir: string,
  { cacheDir = DEFAULT_CACHE_DIR }: { cacheDir?: string | null } = {},
): Promise<number> {
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const jobs: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      readFile(file).then(async (content) => {
        await Promise.all(
          ENCODINGS.map(async (encoding) =>
            writeFile(`${file}.${encoding.ext}`, await compressedCopy(content, encoding, cacheDir)),
          ),
        );
      }),
    );
  }
  await Promise.all(jobs);
  if (cacheDir) await pruneCache(cacheDir);
  return jobs.length;
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "sipalu:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: "post",
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
