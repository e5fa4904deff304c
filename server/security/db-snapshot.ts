import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Every table of the app's schema with its row count and an md5 of all its rows. UNLOGGED tables
 * are left out: they hold counters of requests (rate limits, the places an account searched from,
 * open event streams), which a refused request or a read may move, not data.
 */
export type DbSnapshot = Record<string, { rows: number; md5: string }>;

/**
 * Reads the whole database in one query (the test databases are small): any insert, update or
 * delete since the last snapshot changes a count or a checksum. Unless no transaction took an id or
 * ended since the last read, which then stands (a refused request mostly writes nothing at all).
 */
export async function createSnapshotter(db: Db): Promise<() => Promise<DbSnapshot>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and (select relpersistence from pg_class where oid = format('public.%I', table_name)::regclass) = 'p'
        order by table_name`,
  );
  const parts = tables.rows.map(
    ({ name }) =>
      `select '${name}' as name, count(*)::int as rows,
        md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as md5 from "${name}" r`,
  );
  const query = sql.raw(parts.join("\nunion all\n"));
  // No row is inserted, updated or deleted without a transaction id. While the server's snapshot
  // (the next id to give out, and those still running) has not moved, no transaction took an id or
  // ended since the last read, so nothing was written, and that read still stands.
  const transactions = sql`select pg_current_snapshot()::text as xid`;
  let last: { xid: string; snapshot: DbSnapshot } | null = null;
  return async () => {
    const xid = (await db.execute<{ xid: string }>(transactions)).rows[0]?.xid ?? "";
    if (last?.xid === xid) return last.snapshot;
    const result = await db.execute<{ name: string; rows: number; md5: string }>(query);
    const snapshot = Object.fromEntries(result.rows.map(({ name, rows, md5 }) => [name, { rows, md5 }]));
    last = { xid, snapshot };
    return snapshot;
  };
}

/** The tables whose rows differ between two snapshots, as "table: before → after" lines. */
export function snapshotChanges(before: DbSnapshot, after: DbSnapshot): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name]?.md5 !== after[name]?.md5 || before[name]?.rows !== after[name]?.rows)
    .map((name) => `${name}: ${before[name]?.rows ?? "-"} rows → ${after[name]?.rows ?? "-"} rows`);
}
