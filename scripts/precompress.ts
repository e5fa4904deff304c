/**
 * Vite plugin: writes a Brotli (.br) and a gzip (.gz) copy next to every compressible file of the
 * build, compressed once at the highest levels; server/plugins/client-app.ts serves them to browsers
 * that accept them (@fastify/static preCompressed), so requests for assets cost no compression work.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this the headers outweigh the saving. */
export const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes file.br and file.gz for each compressible file of `dir` of at least MIN_BYTES. */
export async function precompressDir(dir: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      readFile(file).then(async (content) => {
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
    );
  }
  await Promise.all(jobs);
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
