import { and, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { idempotencyKeys } from "../db/schema";

type Scope = { userId: string; key: string };

/**
 * Marks this user's key as in flight until the transaction ends; false when another transaction
 * (on any server) holds it. A hash collision only makes an unrelated key wait its turn.
 */
export async function tryLockKey(tx: Tx, { userId, key }: Scope): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtext(${userId}), hashtext(${key})) as locked`,
  );
  return result.rows[0]?.locked === true;
}

/** Older than `ttlMs` by the database's clock (the one that wrote created_at). */
const olderThan = (ttlMs: number) =>
  lt(idempotencyKeys.createdAt, sql`now() - ${ttlMs} * interval '1 millisecond'`);

/** The stored answer for this user's key, unless it is older than `ttlMs` (then it is forgotten). */
export async function takeStoredResponse(tx: Tx, { userId, key }: Scope, ttlMs: number) {
  const scope = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  await tx.delete(idempotencyKeys).where(and(scope, olderThan(ttlMs)));
  const [row] = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(scope);
  return row;
}

export async function storeResponse(tx: Tx, values: typeof idempotencyKeys.$inferInsert) {
  await tx.insert(idempotencyKeys).values(values);
}

export async function deleteExpiredKeys(db: DbOrTx, ttlMs: number): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(olderThan(ttlMs))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
