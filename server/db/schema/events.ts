import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Recent live events per user, kept for a few minutes so a reconnecting stream can replay what it
 * missed (Last-Event-ID); the id orders them across every server instance.
 */
export const userEvents = pgTable(
  "user_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_events_user_id_id_idx").on(t.userId, t.id),
    index("user_events_created_at_idx").on(t.createdAt),
  ],
);

/**
 * The open live-event streams of every instance, so that any instance can end a stream another one
 * holds: its session ending or its user opening more than the limit removes or condemns the row,
 * and the instance holding the stream ends it at its next check. UNLOGGED (migration 0013; Drizzle
 * cannot say so): rows are worth nothing after a database crash, which ends every stream anyway.
 */
export const eventStreams = pgTable(
  "event_streams",
  {
    /** Chosen by the instance that holds the stream. */
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The stored id (keyed hash) of the session that opened it, never the cookie's token. */
    sessionId: text().notNull(),
    instanceId: uuid().notNull(),
    /** The clock at insert, not at the transaction's start: orders a user's streams, oldest first. */
    openedAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index("event_streams_user_id_opened_at_idx").on(t.userId, t.openedAt),
    index("event_streams_instance_id_idx").on(t.instanceId),
  ],
);

/**
 * One row per app instance that holds streams, its `seen_at` refreshed by each check: the streams
 * of an instance that stopped refreshing (crashed, cut off) no longer count and are deleted.
 * One row per instance, not a column per stream, so a check writes one row however many it holds.
 */
export const eventStreamInstances = pgTable("event_stream_instances", {
  id: uuid().primaryKey(),
  seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
