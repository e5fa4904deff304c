import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { clientSourceHash, isCurrent } from "./client-build";

let root: string;
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "client-build-"));
  await write("client/src/main.tsx", "render()");
  await write("domain/money.ts", "export const rupee = '₨';");
  await write("vite.config.ts", "export default {}");
});
afterEach(() => rm(root, { recursive: true, force: true }));

it("changes when a source, a shared domain file or the build's config changes", async () => {
  const before = await clientSourceHash(root);
  expect(await clientSourceHash(root)).toBe(before);
  for (const [file, text] of [
    ["client/src/main.tsx", "render(<App />)"],
    ["domain/money.ts", "export const rupee = 'Rs';"],
    ["vite.config.ts", "export default { base: '/' }"],
    ["client/public/new-icon.svg", "<svg/>"],
  ] as const) {
    const previous = await clientSourceHash(root);
    await write(file, text);
    expect(await clientSourceHash(root), file).not.toBe(previous);
  }
});

it("ignores tests, which are never bundled", async () => {
  const before = await clientSourceHash(root);
  await write("client/src/main.test.tsx", "it('renders')");
  await write("domain/money.test.ts", "it('formats')");
  expect(await clientSourceHash(root)).toBe(before);
});

it("tells apart the same bytes moved from one file to another", async () => {
  await write("client/src/a.ts", "ab");
  await write("client/src/b.ts", "c");
  const before = await clientSourceHash(root);
  await write("client/src/a.ts", "a");
  await write("client/src/b.ts", "bc");
  expect(await clientSourceHash(root)).not.toBe(before);
});

it("takes a build for current only with its page and a stamp of exactly these sources", async () => {
  const out = path.join(root, "dist", "client");
  const hash = await clientSourceHash(root);
  expect(await isCurrent(hash, out)).toBe(false);
  await write("dist/client/index.html", "<!doctype html>");
  expect(await isCurrent(hash, out)).toBe(false);
  await write("dist/client/.source-hash", `${hash}\n`);
  expect(await isCurrent(hash, out)).toBe(true);
  await write("client/src/main.tsx", "render(<Changed />)");
  expect(await isCurrent(await clientSourceHash(root), out)).toBe(false);
});

it("is how npm start builds: only when the sources changed", async () => {
  const scripts = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8")).scripts;
  expect(scripts.start).toMatch(/^tsx scripts\/client-build\.ts --if-changed && /);
  expect(scripts.build).toBe("tsx scripts/client-build.ts");
});
