import { type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** The plan PostgreSQL would choose for `query` (EXPLAIN, not run), as its text lines: for index tests. */
export async function queryPlan(db: Db, query: SQLWrapper): Promise<string> {
  const result = await db.execute<{ "QUERY PLAN": string }>(sql`explain ${query}`);
  return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
}
