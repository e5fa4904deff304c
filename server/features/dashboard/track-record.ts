import { inArray, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { users } from "../../db/schema";

/** How far back a professional's answers count. */
export const TRACK_RECORD_DAYS = 90;

/**
 * Sets users.acceptance_rate and response_time from professional_track_record, and cancellation_rate
 * from professional_cancellation_rate (0 until a booking was agreed), for the user row in scope.
 */
export const trackRecordColumns: SQL = sql`(acceptance_rate, response_time, cancellation_rate) = (
  select r.acceptance_rate, r.response_minutes,
    coalesce(professional_cancellation_rate(users.id, now() - make_interval(days => ${TRACK_RECORD_DAYS})), 0)
  from professional_track_record(users.id, now() - make_interval(days => ${TRACK_RECORD_DAYS})) r
)`;

/**
 * Recomputes the acceptance rate and response time of these professionals from the requests that
 * reached them in the last 90 days (professional_track_record, migration 0022), inside the
 * transaction of the answer that changes them: a hire accepted or declined, an instant request
 * taken or run out, a first reply, a booking agreed or cancelled. Their rows are locked first, in one order, so two answers of one
 * professional take turns and the second counts the first. Anyone not a professional is left alone.
 */
export async function recomputeTrackRecord(db: DbOrTx, professionalIds: (string | null | undefined)[]) {
  const ids = [...new Set(professionalIds.filter((id): id is string => Boolean(id)))].sort();
  if (ids.length === 0) return;
  await db.execute(
    sql`select 1 from ${users} where ${inArray(users.id, ids)} order by ${users.id} for no key update`,
  );
  await db.execute(
    sql`update ${users} set ${trackRecordColumns} where ${inArray(users.id, ids)} and ${users.role} = 'professional'`,
  );
}

/** How many professionals one refresh transaction takes (their rows stay locked while it runs). */
const REFRESH_BATCH = 100;

/**
 * Brings every professional's stored track record up to date with the 90-day window: answers are
 * recomputed when they happen (recomputeTrackRecord), but an answer that ages out of the window
 * changes nothing by itself, so someone who stopped answering would keep a rate earned months ago.
 * Walks the professionals in id order, a batch a transaction, locking the batch's rows in that
 * order first (as recomputeTrackRecord does, so the two take turns, never deadlock) and writing
 * only the rows whose figures moved. Returns how many did.
 */
export async function refreshTrackRecords(db: Db): Promise<number> {
  let after = "00000000-0000-0000-0000-000000000000";
  let changed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx.execute<{ id: string }>(
        sql`select id from ${users} where role = 'professional' and id > ${after}
            order by id limit ${REFRESH_BATCH} for no key update`,
      );
      const ids = rows.rows.map((row) => row.id);
      if (ids.length === 0) return ids;
      const updated = await tx.execute(
        sql`with fresh as (
              select u.id, r.acceptance_rate, r.response_minutes,
                coalesce(professional_cancellation_rate(u.id, now() - make_interval(days => ${TRACK_RECORD_DAYS})), 0) as cancellation_rate
              from ${users} u,
                lateral professional_track_record(u.id, now() - make_interval(days => ${TRACK_RECORD_DAYS})) r
              where ${inArray(sql`u.id`, ids)}
            )
            update ${users} set acceptance_rate = fresh.acceptance_rate, response_time = fresh.response_minutes,
              cancellation_rate = fresh.cancellation_rate
            from fresh
            where ${users.id} = fresh.id
              and (${users.acceptanceRate}, ${users.responseTime}, ${users.cancellationRate})
                is distinct from (fresh.acceptance_rate, fresh.response_minutes, fresh.cancellation_rate)`,
      );
      changed += updated.rowCount ?? 0;
      return ids;
    });
    if (batch.length < REFRESH_BATCH) return changed;
    after = batch.at(-1) as string;
  }
}
