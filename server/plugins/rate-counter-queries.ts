import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

// Counters in one shared table (rate_counters), so every instance counts the same requests. Each
// change is one atomic statement (INSERT ... ON CONFLICT DO UPDATE): concurrent requests for one
// key queue on its row, so no two of them can both take the last allowed slot. Times come from the
// app's clock (tests move it) and are sent as parameters.

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const after = (now: Date, ms: number) => sql`(${at(now)} + ${ms} * interval '1 millisecond')`;
const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

export type Hit = { hits: number; expiresAt: number };

/**
 * Counts one request in the fixed window of `key` (a new window of `windowMs` starts when the last
 * one has ended) and returns the count so far and when the window ends (epoch ms).
 */
export async function countHit(db: DbOrTx, key: string, windowMs: number, now: Date): Promise<Hit> {
  const result = await db.execute<{ hits: number; expires_ms: number }>(sql`
    insert into rate_counters (key, hits, expires_at) values (${key}, 1, ${after(now, windowMs)})
    on conflict (key) do update set
      hits = case when rate_counters.expires_at <= ${at(now)} then 1 else rate_counters.hits + 1 end,
      expires_at = case when rate_counters.expires_at <= ${at(now)} then excluded.expires_at
                        else rate_counters.expires_at end
    returning hits, ${epochMs("expires_at")} as expires_ms`);
  const row = result.rows[0];
  if (!row) throw new Error("counting a hit returned no row");
  return { hits: row.hits, expiresAt: row.expires_ms };
}

/** Takes back one hit of a window still running (a request that turned out not to count). */
export async function refundHit(db: DbOrTx, key: string, now: Date): Promise<void> {
  await db.execute(sql`
    update rate_counters set hits = hits - 1
    where key = ${key} and hits > 0 and expires_at > ${at(now)}`);
}

export type BackoffRule = {
  /** Attempts allowed before the first wait. */
  free: number;
  /** The first wait; each attempt after it doubles the wait, up to `maxWaitMs`. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** Attempts are forgotten after this long without one. */
  forgetMs: number;
};

/**
 * Counts an attempt on `key` unless a wait is running: `{ allowed: true }`, or the end of the wait
 * (epoch ms). The attempt that reaches `free` starts a wait of `firstWaitMs`, and every attempt
 * after a wait starts the next one, twice as long, never longer than `maxWaitMs`; attempts refused
 * during a wait change nothing, so they cannot stretch it.
 */
export async function attemptWithBackoff(
  db: DbOrTx,
  key: string,
  rule: BackoffRule,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; waitUntil: number }> {
  const forgotten = sql`rate_counters.expires_at <= ${at(now)}`;
  const hits = sql`(case when ${forgotten} then 1 else rate_counters.hits + 1 end)`;
  const wait = (count: typeof hits) =>
    sql`case when ${count} >= ${rule.free}
          then ${at(now)} + least(${rule.maxWaitMs}::float8, ${rule.firstWaitMs}::float8 * power(2, ${count} - ${rule.free}))
                            * interval '1 millisecond'
        end`;
  // The outer select reads the row as it was when the statement began: when the insert refused the
  // attempt, that is the wait that refused it (or, in a race, an older one; the caller rounds up).
  const result = await db.execute<{ allowed: boolean; blocked_ms: number | null }>(sql`
    with attempt as (
      insert into rate_counters (key, hits, expires_at, blocked_until)
      values (${key}, 1, ${after(now, rule.forgetMs)}, ${wait(sql`1`)})
      on conflict (key) do update set
        hits = ${hits},
        expires_at = excluded.expires_at,
        blocked_until = ${wait(hits)}
      where ${forgotten} or rate_counters.blocked_until is null or rate_counters.blocked_until <= ${at(now)}
      returning 1
    )
    select exists (select 1 from attempt) as allowed,
           (select ${epochMs("blocked_until")} from rate_counters where key = ${key}) as blocked_ms`);
  const row = result.rows[0];
  if (row?.allowed) return { allowed: true };
  return { allowed: false, waitUntil: row?.blocked_ms ?? now.getTime() };
}

export async function deleteCounter(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_counters where key = ${key}`);
}

export async function deleteExpiredCounters(db: DbOrTx, now: Date): Promise<number> {
  const result = await db.execute(sql`delete from rate_counters where expires_at <= ${at(now)}`);
  return result.rowCount ?? 0;
}
