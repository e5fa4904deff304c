import { and, eq, notInArray, sql } from "drizzle-orm";
import { MAX_STREAMS_PER_USER } from "../../../domain/events/live-stream-rules";
import type { Db, DbOrTx } from "../../db/client";
import { eventStreamInstances, eventStreams, sessions, users } from "../../db/schema";

const olderThan = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

const beat = (db: DbOrTx, instanceId: string) =>
  db
    .insert(eventStreamInstances)
    .values({ id: instanceId, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: eventStreamInstances.id, set: { seenAt: sql`excluded.seen_at` } });

/**
 * Records a new stream and, in the same transaction, deletes the user's streams beyond the newest
 * `MAX_STREAMS_PER_USER` (on any instance) and those of instances not seen for `staleMs`. Returns the
 * deleted ones: their instances end them. Opens of one user take turns (advisory lock), so two
 * opens at once on two instances cannot both keep an 11th.
 */
export function admitStream(
  db: Db,
  stream: { id: string; userId: string; sessionId: string; instanceId: string },
  options: { beat: boolean; staleMs: number },
): Promise<{ id: string; instanceId: string }[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`event-streams:${stream.userId}`}))`);
    if (options.beat) await beat(tx, stream.instanceId);
    await tx.insert(eventStreams).values(stream);
    const kept = tx
      .select({ id: eventStreams.id })
      .from(eventStreams)
      .innerJoin(eventStreamInstances, eq(eventStreamInstances.id, eventStreams.instanceId))
      .where(
        and(
          eq(eventStreams.userId, stream.userId),
          sql`${eventStreamInstances.seenAt} > ${olderThan(options.staleMs)}`,
        ),
      )
      .orderBy(sql`${eventStreams.openedAt} desc, ${eventStreams.id} desc`)
      .limit(MAX_STREAMS_PER_USER);
    return tx
      .delete(eventStreams)
      .where(and(eq(eventStreams.userId, stream.userId), notInArray(eventStreams.id, kept)))
      .returning({ id: eventStreams.id, instanceId: eventStreams.instanceId });
  });
}

/** A stream's state at a check: live, or over and why. */
export type StreamState = "live" | "session-ended" | "suspended";

/**
 * The one query of an instance's periodic check: marks the instance as seen and tells, for each of
 * the given streams that still has its row, whether its session is live (as in the session plugin:
 * not deleted, `expire` after `now`, started after `startedAfter`, user not suspended), and if not,
 * whether it ended because its user is suspended. A stream missing from the answer lost its row
 * (newer streams took its place).
 */
export async function checkStreams(
  db: Db,
  instanceId: string,
  ids: string[],
  at: { now: Date; startedAfter: Date },
): Promise<Map<string, StreamState>> {
  const startedAt = sql`(${sessions.sess}->>'createdAt')::timestamptz`;
  // One array parameter (the ids are our own UUIDs), not one parameter per stream: an instance may
  // hold more streams than a statement takes parameters.
  const result = await db.execute<{ id: string; state: StreamState }>(sql`
    with beat as (
      insert into ${eventStreamInstances} (id, seen_at) values (${instanceId}, now())
      on conflict (id) do update set seen_at = excluded.seen_at
    )
    select ${eventStreams.id} as id,
      case
        when ${users.suspendedAt} is not null then 'suspended'
        when ${sessions.sid} is null then 'session-ended'
        else 'live'
      end as state
    from ${eventStreams}
    left join ${sessions} on ${sessions.sid} = ${eventStreams.sessionId}
      and ${sessions.expire} > ${at.now.toISOString()}::timestamptz
      and ${startedAt} > ${at.startedAfter.toISOString()}::timestamptz
    left join ${users} on ${users.id} = ${eventStreams.userId}
    where ${eventStreams.id} = any(${`{${ids.join(",")}}`}::uuid[])`);
  return new Map(result.rows.map((row) => [row.id, row.state]));
}

export async function deleteStream(db: DbOrTx, id: string) {
  await db.delete(eventStreams).where(eq(eventStreams.id, id));
}

/** On shutdown: this instance's streams and its row. */
export async function deleteInstance(db: Db, instanceId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(eventStreams).where(eq(eventStreams.instanceId, instanceId));
    await tx.delete(eventStreamInstances).where(eq(eventStreamInstances.id, instanceId));
  });
}

/** The rows of instances not seen for `staleMs` (crashed or cut off), and their streams. */
export async function deleteStaleInstances(db: Db, staleMs: number) {
  await db.execute(sql`
    with dead as (
      delete from ${eventStreamInstances} where ${eventStreamInstances.seenAt} < ${olderThan(staleMs)}
      returning id
    )
    delete from ${eventStreams}
    where ${eventStreams.instanceId} in (select id from dead)
      or not exists (select 1 from ${eventStreamInstances} i where i.id = ${eventStreams.instanceId})`);
}
