import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { DocumentStorage } from "../../storage/document-storage";
import { deleteUnattachedUploads } from "./queries";

/** A photo no job shows this long after its upload was left behind (the job form was abandoned). */
export const ORPHAN_PHOTO_AGE_MS = 24 * 60 * 60 * 1000;
/** How often the sweep looks for them by default. */
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Deletes uploads older than a day that no job shows: the row, then the stored file. Returns how
 * many went. Batches until none are left, so a backlog clears in one sweep.
 */
export async function sweepOrphanPhotos(db: Db, storage: DocumentStorage, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_PHOTO_AGE_MS);
  let removed = 0;
  for (;;) {
    const keys = await deleteUnattachedUploads(db, before, BATCH);
    // The rows are gone first: a file without a row is never served, a row without its file would be a 404.
    for (const key of keys) await storage.remove(key);
    removed += keys.length;
    if (keys.length < BATCH) return removed;
  }
}

/**
 * Runs the sweep every `everyMs` on the app's clock; the timer never keeps the process alive and
 * stops when the app closes. One sweep at a time.
 */
export function startOrphanPhotoSweep(options: {
  db: Db;
  storage: DocumentStorage;
  now: () => Date;
  everyMs: number;
  log: FastifyBaseLogger;
}): () => void {
  const { db, storage, now, everyMs, log } = options;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOrphanPhotos(db, storage, now())
      .then((removed) => {
        if (removed > 0) log.info({ removed }, "removed photos no job shows");
      })
      .catch((error) => log.error({ err: error }, "orphan photo sweep failed"))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
