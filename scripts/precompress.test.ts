import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressDir } from "./precompress";

let root = "";
let dist = "";
let cache = "";
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "precompress-"));
  dist = path.join(root, "dist");
  cache = path.join(root, "cache");
  await mkdir(path.join(dist, "assets"), { recursive: true });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const script = (n: number) => `export const value${n} = ${JSON.stringify("सिपालु ".repeat(200 + n))};\n`;

describe("precompressDir", () => {
  it("writes .br and .gz copies of the compressible files of 1 KB or more, which unpack to the file", async () => {
    await writeFile(path.join(dist, "assets", "page-a1.js"), script(1));
    await writeFile(path.join(dist, "tiny.js"), "export {};\n");
    await writeFile(path.join(dist, "icon.png"), Buffer.alloc(4096, 7));

    expect(await precompressDir(dist, { cacheDir: cache })).toBe(1);
    const original = await readFile(path.join(dist, "assets", "page-a1.js"));
    expect(brotliDecompressSync(await readFile(path.join(dist, "assets", "page-a1.js.br")))).toEqual(
      original,
    );
    expect(gunzipSync(await readFile(path.join(dist, "assets", "page-a1.js.gz")))).toEqual(original);
    expect((await readdir(dist)).sort()).toEqual(["assets", "icon.png", "tiny.js"]);
  });

  it("a later build takes the copies of unchanged content from the cache and compresses only what changed", async () => {
    await writeFile(path.join(dist, "assets", "page-a1.js"), script(1));
    await precompressDir(dist, { cacheDir: cache });
    const firstBr = await readFile(path.join(dist, "assets", "page-a1.js.br"));
    expect(await readdir(cache)).toHaveLength(2);

    // The cache is what the second build reads: a marked cached copy comes out as the file's copy.
    const [brEntry] = (await readdir(cache)).filter((name) => name.endsWith(".br"));
    await writeFile(path.join(cache, brEntry ?? ""), "from the cache");
    await rm(path.join(dist, "assets", "page-a1.js.br"));
    await writeFile(path.join(dist, "assets", "page-b2.js"), script(2));
    expect(await precompressDir(dist, { cacheDir: cache })).toBe(2);
    expect(await readFile(path.join(dist, "assets", "page-a1.js.br"), "utf8")).toBe("from the cache");
    expect(await readdir(cache)).toHaveLength(4);
    expect(brotliDecompressSync(await readFile(path.join(dist, "assets", "page-b2.js.br")))).toEqual(
      await readFile(path.join(dist, "assets", "page-b2.js")),
    );

    // Without a cache the copy is made afresh, and is the same as the first build's.
    expect(await precompressDir(dist, { cacheDir: null })).toBe(2);
    expect(await readFile(path.join(dist, "assets", "page-a1.js.br"))).toEqual(firstBr);
  });
});
