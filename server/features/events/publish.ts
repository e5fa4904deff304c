import { sql } from "drizzle-orm";
import type { LiveEvent } from "../../../domain/events/schemas";
import type { Tx } from "../../db/client";
import { userEvents } from "../../db/schema";
import { recordNotifications } from "../notifications/record";

export const EVENTS_CHANNEL = "sipalu_events";

/** Entries per NOTIFY: [user id, event id] pairs stay far below PostgreSQL's 8000-byte payload limit. */
const NOTIFY_CHUNK = 80;

/** A NOTIFY payload: which user's event row was written, ids only. */
export type EventNotice = { e: [userId: string, eventId: number][] };

/**
 * Records an event for each user inside the caller's transaction, with the notifications it makes,
 * and announces it with NOTIFY, which PostgreSQL delivers at commit: a rolled-back write publishes
 * nothing, and tells nobody.
 */
export async function publish(tx: Tx, userIds: (string | null | undefined)[], event: LiveEvent) {
  const { type, ...payload } = event;
  const to = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (to.length === 0) return;
  const rows = await tx
    .insert(userEvents)
    .values(to.map((userId) => ({ userId, type, payload })))
    .returning({ id: userEvents.id, userId: userEvents.userId });
  await recordNotifications(tx, to, event);
  for (let start = 0; start < rows.length; start += NOTIFY_CHUNK) {
    const notice: EventNotice = {
      e: rows.slice(start, start + NOTIFY_CHUNK).map((row) => [row.userId, row.id]),
    };
    await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
  }
}
