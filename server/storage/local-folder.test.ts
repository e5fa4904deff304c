import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { localFolderStorage } from "./local-folder";

let folder: string;
beforeEach(async () => {
  folder = path.join(await mkdtemp(path.join(os.tmpdir(), "sipalu-storage-")), "uploads");
});
afterEach(() => rm(path.dirname(folder), { recursive: true, force: true }));

it("saves under a new random name, reads it back and removes it, leaving no temporary files", async () => {
  const storage = localFolderStorage(folder);
  const first = await storage.save(Buffer.from("%PDF-1"), "pdf");
  const second = await storage.save(Buffer.from("%PDF-2"), "pdf");
  expect(first).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  expect(second).not.toBe(first);
  expect((await readdir(folder)).sort()).toEqual([first, second].sort());
  expect((await storage.read(first))?.toString()).toBe("%PDF-1");

  await storage.remove(first);
  await storage.remove(first);
  expect(await storage.read(first)).toBeNull();
  expect(await readdir(folder)).toEqual([second]);
});

it("never touches a path that is not one of its keys", async () => {
  const storage = localFolderStorage(folder);
  await expect(storage.read("../session-secret")).rejects.toThrow(/not a storage key/);
  await expect(storage.remove("../../etc/passwd")).rejects.toThrow(/not a storage key/);
});

it("lists its files with when they were saved, never a save still under way", async () => {
  const storage = localFolderStorage(folder);
  expect(await storage.list()).toEqual([]);
  const key = await storage.save(Buffer.from("%PDF-1"), "pdf");
  await writeFile(path.join(folder, `.${key}.half.tmp`), "%PD");
  const listed = await storage.list();
  expect(listed.map((file) => file.key)).toEqual([key]);
  expect(Math.abs((listed[0]?.savedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
});
