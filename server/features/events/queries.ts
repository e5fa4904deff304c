import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { userEvents } from "../../db/schema";

const eventColumns = {
  id: userEvents.id,
  userId: userEvents.userId,
  type: userEvents.type,
  payload: userEvents.payload,
};
export type EventRow = { id: number; userId: string; type: string; payload: unknown };

/** Replay cap: a reconnecting stream gets at most this many missed events. */
const REPLAY_LIMIT = 500;

export function findEventsAfter(db: DbOrTx, userId: string, afterId: number): Promise<EventRow[]> {
  return db
    .select(eventColumns)
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), gt(userEvents.id, afterId)))
    .orderBy(asc(userEvents.id))
    .limit(REPLAY_LIMIT);
}

export function findEventsByIds(db: DbOrTx, ids: number[]): Promise<EventRow[]> {
  return db
    .select(eventColumns)
    .from(userEvents)
    .where(inArray(userEvents.id, ids))
    .orderBy(asc(userEvents.id));
}

export async function deleteEventsOlderThan(db: DbOrTx, ageMs: number) {
  await db
    .delete(userEvents)
    .where(lt(userEvents.createdAt, sql`now() - make_interval(secs => ${ageMs / 1000})`));
}

/** The newest event id of a user (0 when none): where a fresh stream starts counting. */
export async function findLastEventId(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${userEvents.id}), 0)::int8` })
    .from(userEvents)
    .where(eq(userEvents.userId, userId));
  return Number(row?.id ?? 0);
}
