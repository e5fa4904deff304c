import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { DocumentStorage } from "./document-storage";

/** How long a stored file may go without a row naming it before a sweep removes it. */
export const STRAY_FILE_AGE_MS = 24 * 60 * 60 * 1000;
/** How often the upload sweeps run by default. */
export const UPLOAD_SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes the files saved before `before` whose keys `known` does not return: what a crash
 * between saving a file and committing its row leaves behind. A file saved since then may still
 * be waiting for its row, so it is never touched.
 */
export async function removeStrayFiles(
  storage: DocumentStorage,
  before: Date,
  known: (keys: string[]) => Promise<Set<string>>,
): Promise<number> {
  const old = (await storage.list()).filter((file) => file.savedAt < before).map((file) => file.key);
  if (old.length === 0) return 0;
  const kept = await known(old);
  const stray = old.filter((key) => !kept.has(key));
  for (const key of stray) await storage.remove(key);
  return stray.length;
}

/**
 * Runs `sweep` every `everyMs`, one at a time; the timer never keeps the process alive, and the
 * returned function stops it (the app calls it on close).
 */
export function startSweep(
  sweep: () => Promise<number>,
  options: { everyMs: number; log: FastifyBaseLogger; what: string },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .then((removed) => {
        if (removed > 0) options.log.info({ removed }, `removed ${options.what}`);
      })
      .catch((error) => options.log.error({ err: error }, `sweep of ${options.what} failed`))
      .finally(() => {
        running = false;
      });
  }, options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * An upload plugin's sweep, run for as long as `app` is open: every `options.sweepMs` (default
 * UPLOAD_SWEEP_EVERY_MS; 0 turns it off), on the clock `options.now` (tests pass a fake one).
 */
export function sweepWhileOpen(
  app: FastifyInstance,
  options: { now?: () => Date; sweepMs?: number },
  sweep: (now: Date) => Promise<number>,
  what: string,
): void {
  const everyMs = options.sweepMs ?? UPLOAD_SWEEP_EVERY_MS;
  if (everyMs > 0) {
    const now = options.now ?? (() => new Date());
    const stop = startSweep(() => sweep(now()), { everyMs, log: app.log, what });
    app.addHook("onClose", async () => stop());
  }
}
