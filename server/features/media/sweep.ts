import type { Db } from "../../db/client";
import type { DocumentStorage } from "../../storage/document-storage";
import { removeStrayFiles, STRAY_FILE_AGE_MS } from "../../storage/sweeps";
import { deleteUnattachedUploads, findKnownStorageKeys } from "./queries";

/** A photo no job shows this long after its upload was left behind (the job form was abandoned). */
export const ORPHAN_PHOTO_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * Deletes uploads older than a day that no job shows: the row, then the stored file; then any
 * stored photo over a day old that no upload row names (a crash between saving and recording it).
 * Returns how many photos went. Batches until none are left, so a backlog clears in one sweep.
 */
export async function sweepOrphanPhotos(db: Db, storage: DocumentStorage, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_PHOTO_AGE_MS);
  let removed = 0;
  for (;;) {
    const keys = await deleteUnattachedUploads(db, before, BATCH);
    // The rows are gone first: a file without a row is never served, a row without its file would be a 404.
    for (const key of keys) await storage.remove(key);
    removed += keys.length;
    if (keys.length < BATCH) break;
  }
  const strayBefore = new Date(now.getTime() - STRAY_FILE_AGE_MS);
  return removed + (await removeStrayFiles(storage, strayBefore, (keys) => findKnownStorageKeys(db, keys)));
}
