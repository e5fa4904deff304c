import type pg from "pg";
import { createDb, type Db } from "../../server/db/client";
import { createPool } from "../../server/db/postgres";

export type Statement = { text: string; values: unknown[] };

/**
 * The SQL statements (text and parameters, as sent to PostgreSQL) that `run` makes through the
 * app's own query code: what one request to the route costs the database.
 */
export async function captureStatements(
  url: string,
  run: (db: Db) => Promise<unknown>,
): Promise<Statement[]> {
  const pool = createPool(url, 4);
  const statements: Statement[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (
    config: unknown,
    values?: unknown,
  ) => {
    const query = typeof config === "string" ? { text: config, values } : (config as pg.QueryConfig);
    statements.push({
      text: query.text,
      values: (values as unknown[] | undefined) ?? (query.values as unknown[]) ?? [],
    });
    return original(config, values);
  };
  try {
    await run(createDb(pool));
  } finally {
    await pool.end();
  }
  return statements;
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement, with its parameters. */
export async function explainStatements(url: string, statements: Statement[]): Promise<string[]> {
  const pool = createPool(url, 1);
  try {
    const plans: string[] = [];
    for (const statement of statements) {
      // Run once first so the plan is measured warm, as the benchmark's requests are.
      await pool.query(statement.text, statement.values);
      const { rows } = await pool.query<{ "QUERY PLAN": string }>(
        `explain (analyze, buffers) ${statement.text}`,
        statement.values,
      );
      plans.push(rows.map((row) => row["QUERY PLAN"]).join("\n"));
    }
    return plans;
  } finally {
    await pool.end();
  }
}

/** The indexes a plan reads (and any sequential scans), e.g. "users_skills_trgm_idx, Seq Scan on jobs". */
export function indexesUsed(plan: string): string[] {
  const found = new Set<string>();
  for (const match of plan.matchAll(
    /(?:Index(?: Only)? Scan(?: Backward)?|Bitmap Index Scan) (?:using|on) (\S+)/g,
  ))
    if (match[1]) found.add(match[1]);
  for (const match of plan.matchAll(/Seq Scan on (\S+)/g)) if (match[1]) found.add(`Seq Scan on ${match[1]}`);
  return [...found];
}

/** The execution time EXPLAIN ANALYZE reported, in ms. */
export const executionMs = (plan: string) =>
  Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
