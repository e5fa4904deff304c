import type { ServerResponse } from "node:http";
import pg from "pg";
import type { Db } from "../../db/client";
import { EVENTS_CHANNEL, type EventNotice } from "./publish";
import {
  deleteEventsOlderThan,
  type EventRow,
  findEventsAfter,
  findEventsByIds,
  findLastEventId,
} from "./queries";

const HEARTBEAT_MS = 25_000;
const PRUNE_EVERY_MS = 60_000;
/** How long events stay replayable for a reconnecting stream. */
export const KEEP_EVENTS_MS = 10 * 60_000;
const MAX_BACKOFF_MS = 30_000;
/** A stream whose unsent output passes this is too slow to follow: it is closed and will replay. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

type Log = { warn: (obj: object, msg: string) => void };

type Connection = {
  userId: string;
  res: ServerResponse;
  /** Live events that arrive while the replay is being read, sent after it. */
  pending: EventRow[] | null;
  /**
   * The ids the replay sent: an event's NOTIFY can reach this instance after the replay has read
   * the event from the table (the notice is slower than the query), and must not send it twice.
   */
  replayed: ReadonlySet<number>;
};

export type EventHub = {
  /** LISTENs for events and starts the heartbeat and pruning; resolves once listening. */
  start: () => Promise<void>;
  /** Streams a user's events to `res`, after replaying those after `lastEventId`; returns the unsubscribe. */
  connect: (userId: string, res: ServerResponse, lastEventId: number | undefined) => () => void;
  /** Ends every stream and stops listening. */
  close: () => Promise<void>;
};

export function frame(row: EventRow): string {
  const data = JSON.stringify({ ...(row.payload as object), type: row.type });
  return `id: ${row.id}\nevent: ${row.type}\ndata: ${data}\n\n`;
}

/**
 * One instance's fan-out: a dedicated LISTEN connection hears every instance's NOTIFY and passes the
 * rows of its own connected users to their streams. Per stream it keeps only the response.
 */
export function createEventHub({ db, listenUrl, log }: { db: Db; listenUrl: string; log: Log }): EventHub {
  const byUser = new Map<string, Set<Connection>>();
  let listener: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let pruner: NodeJS.Timeout | undefined;

  const send = (conn: Connection, text: string) => {
    if (conn.res.writableEnded) return;
    conn.res.write(text);
    if (conn.res.writableLength > MAX_BUFFERED_BYTES) conn.res.end();
  };

  const deliver = (row: EventRow) => {
    for (const conn of byUser.get(row.userId) ?? []) {
      if (conn.pending) conn.pending.push(row);
      else if (!conn.replayed.has(row.id)) send(conn, frame(row));
    }
  };

  const onNotice = async (text: string) => {
    let notice: EventNotice;
    try {
      notice = JSON.parse(text) as EventNotice;
    } catch {
      return;
    }
    const ids = notice.e.filter(([userId]) => byUser.has(userId)).map(([, id]) => id);
    if (ids.length === 0) return;
    for (const row of await findEventsByIds(db, ids)) deliver(row);
  };

  const endAll = () => {
    for (const conns of byUser.values()) for (const conn of conns) conn.res.end();
    byUser.clear();
  };

  const scheduleListen = () => {
    if (closed) return;
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt);
    attempt += 1;
    reconnectTimer = setTimeout(() => void listen().catch(scheduleListen), delay);
    reconnectTimer.unref();
  };

  const drop = (client: pg.Client, error?: unknown) => {
    if (listener !== client) return;
    listener = null;
    client.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, "event listener lost its connection; reconnecting");
    // Notices sent while nobody listened are gone: the streams end, and browsers reconnect with
    // their Last-Event-ID and get the missed events replayed from the table.
    endAll();
    scheduleListen();
  };

  async function listen() {
    const client = new pg.Client({ connectionString: listenUrl });
    client.on("notification", (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      onNotice(message.payload).catch((error: unknown) =>
        log.warn({ err: error }, "delivering events failed"),
      );
    });
    client.on("error", (error) => drop(client, error));
    client.on("end", () => drop(client));
    try {
      await client.connect();
      await client.query(`listen ${EVENTS_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
    attempt = 0;
  }

  const replay = async (conn: Connection, lastEventId: number | undefined) => {
    if (lastEventId === undefined) {
      // No event yet, but an id: a reconnect then asks for everything after this point.
      send(conn, `id: ${await findLastEventId(db, conn.userId)}\n\n`);
    }
    const rows = lastEventId === undefined ? [] : await findEventsAfter(db, conn.userId, lastEventId);
    conn.replayed = new Set(rows.map((row) => row.id));
    const live = conn.pending ?? [];
    conn.pending = null;
    for (const row of rows) send(conn, frame(row));
    for (const row of live) if (!conn.replayed.has(row.id)) send(conn, frame(row));
  };

  return {
    async start() {
      await listen();
      heartbeat = setInterval(() => {
        for (const conns of byUser.values()) for (const conn of conns) send(conn, ": ping\n\n");
      }, HEARTBEAT_MS);
      heartbeat.unref();
      const prune = () =>
        deleteEventsOlderThan(db, KEEP_EVENTS_MS).catch((error: unknown) =>
          log.warn({ err: error }, "pruning events failed"),
        );
      pruner = setInterval(prune, PRUNE_EVERY_MS);
      pruner.unref();
    },

    connect(userId, res, lastEventId) {
      const conn: Connection = { userId, res, pending: [], replayed: new Set() };
      const conns = byUser.get(userId) ?? new Set();
      conns.add(conn);
      byUser.set(userId, conns);
      replay(conn, lastEventId).catch((error: unknown) => {
        log.warn({ err: error }, "replaying events failed");
        res.end();
      });
      return () => {
        conns.delete(conn);
        if (conns.size === 0 && byUser.get(userId) === conns) byUser.delete(userId);
      };
    },

    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(heartbeat);
      clearInterval(pruner);
      endAll();
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
