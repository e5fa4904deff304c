import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/**
 * Keeps only a person's `max` newest registrations (browsers' subscriptions, the app's device
 * tokens): each is a request to a push service per notification, so made-up ones under one account
 * must not multiply them.
 */
export async function keepNewest(
  db: DbOrTx,
  table: "push_subscriptions" | "device_tokens",
  newest: "created_at" | "last_used_at",
  userId: string,
  max: number,
) {
  const rows = sql.identifier(table);
  await db.execute(sql`
    delete from ${rows} where user_id = ${userId} and id not in (
      select id from ${rows} where user_id = ${userId}
      order by ${sql.identifier(newest)} desc, id limit ${max})`);
}
