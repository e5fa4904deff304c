/** Bulk loading for the scale seed: COPY streams with progress, indexes rebuilt once at the end. */
import { once } from "node:events";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

export type Progress = (message: string) => void;

const rate = (rows: number, ms: number) =>
  `${Math.round(rows / Math.max(ms / 1000, 0.001)).toLocaleString("en")} rows/s`;

/**
 * Streams `count` rows into `table` with COPY; `linesOf(i)` gives row i's line(s). Reports progress
 * about every two seconds. Returns how many lines were sent.
 */
export async function copyRows(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  count: number,
  linesOf: (i: number) => string,
  progress: Progress,
  label = table,
): Promise<number> {
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(", ")}) from stdin`));
  const started = Date.now();
  let lastReport = started;
  let lines = 0;
  let chunk = "";
  for (let i = 0; i < count; i++) {
    const text = linesOf(i);
    chunk += text;
    if (chunk.length > 256 * 1024 || i === count - 1) {
      for (let at = chunk.indexOf("\n"); at >= 0; at = chunk.indexOf("\n", at + 1)) lines++;
      if (!stream.write(chunk)) await once(stream, "drain");
      chunk = "";
      const now = Date.now();
      if (now - lastReport > 2000) {
        lastReport = now;
        const percent = (((i + 1) / count) * 100).toFixed(0);
        progress(
          `  ${label}: ${lines.toLocaleString("en")} rows, ${percent} % (${rate(lines, now - started)})`,
        );
      }
    }
  }
  if (chunk) stream.write(chunk);
  stream.end();
  await once(stream, "finish");
  progress(
    `  ${label}: ${lines.toLocaleString("en")} rows in ${((Date.now() - started) / 1000).toFixed(1)} s (${rate(lines, Date.now() - started)})`,
  );
  return lines;
}

type Saved = { drops: string[]; creates: string[] };

/**
 * Drops the indexes and constraints (primary keys, unique keys, foreign keys from and to `tables`)
 * that would slow a bulk load, and returns the statements that put them back as they were:
 * building an index once over all rows is many times faster than updating it row by row.
 */
export async function dropLoadIndexes(client: pg.PoolClient, tables: readonly string[]): Promise<Saved> {
  const { rows: constraints } = await client.query<{
    tbl: string;
    name: string;
    def: string;
    contype: string;
  }>(
    `select c.conrelid::regclass::text as tbl, c.conname as name, pg_get_constraintdef(c.oid) as def, c.contype::text as contype
       from pg_constraint c
      where c.contype in ('p', 'u', 'f')
        and (c.conrelid = any($1::regclass[]) or (c.contype = 'f' and c.confrelid = any($1::regclass[])))
      order by case c.contype when 'f' then 1 else 0 end, c.conname`,
    [tables],
  );
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i
      where i.indrelid = any($1::regclass[])
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
      order by 1`,
    [tables],
  );
  const keys = constraints.filter((c) => c.contype !== "f");
  const foreign = constraints.filter((c) => c.contype === "f");
  const alter = (c: { tbl: string; name: string }) => `alter table ${c.tbl} drop constraint "${c.name}"`;
  return {
    drops: [...foreign.map(alter), ...keys.map(alter), ...indexes.map((i) => `drop index ${i.name}`)],
    creates: [
      ...keys.map((c) => `alter table ${c.tbl} add constraint "${c.name}" ${c.def}`),
      ...indexes.map((i) => i.def),
      ...foreign.map((c) => `alter table ${c.tbl} add constraint "${c.name}" ${c.def}`),
    ],
  };
}

/** Runs `statement`, and says so with its duration when it took at least `reportAfterMs`. */
export async function timed(
  client: pg.PoolClient,
  statement: string,
  progress: Progress,
  reportAfterMs = 0,
): Promise<void> {
  const started = Date.now();
  await client.query(statement);
  if (Date.now() - started < reportAfterMs) return;
  const what = statement.length > 110 ? `${statement.slice(0, 107)}…` : statement;
  progress(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
