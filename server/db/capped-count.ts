import { count } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { LIST_TOTAL_CAP } from "../../domain/list-total";
import type { DbOrTx } from "./client";

/**
 * How many rows `matches` selects, counting at most `cap` + 1 of them: `capped` says there are more
 * than `total` (= cap). Give `matches` the list's own order so it reads the index the page reads
 * and stops early, however many rows match.
 */
export async function countUpTo(
  db: DbOrTx,
  matches: PgSelect,
  cap = LIST_TOTAL_CAP,
): Promise<{ total: number; capped: boolean }> {
  const [row] = await db.select({ n: count() }).from(matches.limit(cap + 1).as("matches"));
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}
