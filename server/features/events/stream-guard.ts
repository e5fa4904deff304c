import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { STREAM_END_EVENT, type StreamEndReason } from "../../../domain/events/live-stream-rules";
import type { Db } from "../../db/client";
import {
  admitStream,
  checkStreams,
  deleteInstance,
  deleteStaleInstances,
  deleteStream,
} from "./stream-queries";

/** How often an instance asks whether its streams' sessions are still live (ends them within this). */
export const STREAM_CHECK_MS = 2000;
const PRUNE_EVERY_MS = 60_000;

type Log = { warn: (obj: object, msg: string) => void };

export type StreamGuard = {
  /**
   * Records a stream of this session before it starts, ending the user's oldest streams beyond the
   * limit (here at once, on other instances at their next check). Returns the stream's id.
   */
  admit: (userId: string, sessionId: string) => Promise<string>;
  /**
   * Ends `res` once its session ends or newer streams replace it; forgets the stream when it closes.
   * False when the client has already hung up (the stream is forgotten at once).
   */
  watch: (id: string, res: ServerResponse) => boolean;
  /** Starts the periodic check and the pruning of crashed instances' rows. */
  start: () => void;
  /** Stops checking and deletes this instance's rows (the hub ends the streams themselves). */
  close: () => Promise<void>;
};

/** Sends the stream's last event, which tells the browser not to reconnect, and ends it. */
export function endStream(res: ServerResponse, reason: StreamEndReason | null) {
  if (res.writableEnded) return;
  if (reason) res.write(`event: ${STREAM_END_EVENT}\ndata: ${JSON.stringify({ reason })}\n\n`);
  res.end();
}

/**
 * Keeps the streams of this instance honest across every instance: each open stream has a row in
 * `event_streams` (user, session, this instance), and one query every `checkMs` asks which of them
 * still have their row and a live session; the others end. So a logout, password change or
 * suspension handled by any instance, and a session's expiry, end its streams within `checkMs`,
 * and a user's 11th stream ends their oldest wherever it is held.
 */
export function createStreamGuard({
  db,
  checkMs = STREAM_CHECK_MS,
  liveAt,
  log,
}: {
  db: Db;
  checkMs?: number;
  /** The session plugin's judgement of "live now" (its clock, idle and lifetime limits). */
  liveAt: () => { now: Date; startedAfter: Date };
  log: Log;
}): StreamGuard {
  const instanceId = randomUUID();
  // An instance silent for this long is taken for dead: its streams stop counting and are deleted.
  // Many checks long, so a busy instance is not taken for a dead one.
  const staleMs = Math.max(30_000, 10 * checkMs);
  const open = new Map<string, ServerResponse>();
  let lastBeat = 0;
  let checking = false;
  let closed = false;
  let checker: NodeJS.Timeout | undefined;
  let pruner: NodeJS.Timeout | undefined;

  const release = (id: string) => {
    open.delete(id);
    if (closed) return;
    deleteStream(db, id).catch((error: unknown) => log.warn({ err: error }, "forgetting a stream failed"));
  };

  const check = async () => {
    if (checking || closed || open.size === 0) return;
    checking = true;
    const startedAt = Date.now();
    // Only the streams recorded before the query starts are judged by it.
    const ids = [...open.keys()];
    try {
      const live = await checkStreams(db, instanceId, ids, liveAt());
      // Silent past staleMs: other instances may have deleted our rows for a dead instance's. Those
      // streams end without a reason, so their browsers reconnect and record them again.
      const wasStale = lastBeat > 0 && startedAt - lastBeat > staleMs;
      lastBeat = startedAt;
      for (const id of ids) {
        const res = open.get(id);
        const state = live.get(id);
        if (!res || state === "live") continue;
        endStream(res, state ?? (wasStale ? null : "replaced"));
      }
    } catch (error) {
      log.warn({ err: error }, "checking the live streams failed");
    } finally {
      checking = false;
    }
  };

  return {
    async admit(userId, sessionId) {
      const id = randomUUID();
      const startedAt = Date.now();
      // The instance's row must be fresh for its new stream to count; the check keeps it so.
      const beat = startedAt - lastBeat > staleMs / 3;
      const ended = await admitStream(db, { id, userId, sessionId, instanceId }, { beat, staleMs });
      if (beat) lastBeat = Math.max(lastBeat, startedAt);
      for (const stream of ended) {
        const res = stream.instanceId === instanceId ? open.get(stream.id) : undefined;
        if (res) endStream(res, "replaced");
      }
      return id;
    },

    watch(id, res) {
      if (res.destroyed) {
        release(id);
        return false;
      }
      open.set(id, res);
      res.on("close", () => release(id));
      return true;
    },

    start() {
      checker = setInterval(() => void check(), checkMs);
      checker.unref();
      const prune = () =>
        deleteStaleInstances(db, staleMs).catch((error: unknown) =>
          log.warn({ err: error }, "pruning dead instances' streams failed"),
        );
      pruner = setInterval(prune, PRUNE_EVERY_MS);
      pruner.unref();
    },

    async close() {
      closed = true;
      clearInterval(checker);
      clearInterval(pruner);
      await deleteInstance(db, instanceId).catch((error: unknown) =>
        log.warn({ err: error }, "forgetting this instance's streams failed"),
      );
    },
  };
}
