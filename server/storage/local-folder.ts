import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DocumentStorage } from "./document-storage";

const KEY = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;

/** Where verification documents are kept under the data folder (DATA_DIR/uploads). */
export const documentsFolder = (dataDir: string) => path.join(dataDir, "uploads");

/** Documents as files in one folder (by default DATA_DIR/uploads), named by random UUIDs. */
export function localFolderStorage(folder: string): DocumentStorage {
  const fileOf = (key: string) => {
    // Keys come from `save`; anything else never reaches the file system.
    if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(folder, key);
  };
  return {
    async save(data, extension) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const key = `${randomUUID()}.${extension}`;
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = path.join(folder, `.${key}.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, data, { mode: 0o600, flag: "wx" });
        await rename(temporary, fileOf(key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return key;
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async list() {
      const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      // Temporary files (a save under way) are not keys, so never listed.
      const keys = names.filter((name) => KEY.test(name));
      const files = await Promise.all(
        keys.map(async (key) => {
          const info = await stat(fileOf(key)).catch(() => null);
          return info && { key, savedAt: info.mtime };
        }),
      );
      return files.filter((file) => file !== null);
    },
  };
}
