import { randomUUID } from "node:crypto";
import type { DocumentStorage } from "../storage/document-storage";

/** Documents kept in memory, so a test can see exactly what was stored. */
export function memoryStorage(): DocumentStorage & {
  files: Map<string, Buffer>;
  savedAt: Map<string, Date>;
} {
  const files = new Map<string, Buffer>();
  const savedAt = new Map<string, Date>();
  return {
    files,
    savedAt,
    async save(data, extension) {
      const key = `${randomUUID()}.${extension}`;
      files.set(key, Buffer.from(data));
      savedAt.set(key, new Date());
      return key;
    },
    async list() {
      return [...files.keys()].map((key) => ({ key, savedAt: savedAt.get(key) ?? new Date(0) }));
    },
    async read(key) {
      return files.get(key) ?? null;
    },
    async remove(key) {
      files.delete(key);
    },
  };
}
