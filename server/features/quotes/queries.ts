import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { isoDates } from "../../db/iso-dates";
import { jobChanges, quotes, type StoredLine, users } from "../../db/schema";
import { professionalColumns } from "../hiring/queries";

const quoteColumns = {
  id: quotes.id,
  jobId: quotes.jobId,
  professionalId: quotes.professionalId,
  lines: quotes.lines,
  total: quotes.total,
  message: quotes.message,
  validUntil: quotes.validUntil,
  status: quotes.status,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
};

/** A job's quotes with their professionals, oldest first; only `professionalId`'s when given. */
export async function findQuotesOfJob(db: DbOrTx, jobId: string, professionalId?: string) {
  const rows = await db
    .select({ ...quoteColumns, professional: professionalColumns(users) })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.professionalId))
    .where(
      and(eq(quotes.jobId, jobId), professionalId ? eq(quotes.professionalId, professionalId) : undefined),
    )
    .orderBy(asc(quotes.createdAt), asc(quotes.id));
  return rows.map(isoDates);
}

export async function findQuote(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...quoteColumns, professional: professionalColumns(users) })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.professionalId))
    .where(eq(quotes.id, id));
  return row ? isoDates(row) : undefined;
}

/** What the rules need of a quote; locked for update when a write depends on it. */
export async function findQuoteState(db: DbOrTx, id: string, lock = false) {
  const query = db
    .select({
      id: quotes.id,
      jobId: quotes.jobId,
      professionalId: quotes.professionalId,
      total: quotes.total,
      status: quotes.status,
      validUntil: quotes.validUntil,
      professionalSuspended: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${quotes.professionalId} and ${users.suspendedAt} is not null)`,
    })
    .from(quotes)
    .where(eq(quotes.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

type NewQuote = {
  jobId: string;
  professionalId: string;
  lines: StoredLine[];
  total: string;
  message: string | null;
  validUntil: Date | null;
};

/** The professional's pending quote on the job: a new one, or their pending one replaced (one statement, race-free). */
export async function upsertPendingQuote(db: DbOrTx, values: NewQuote) {
  const [row] = await db
    .insert(quotes)
    .values(values)
    .onConflictDoUpdate({
      target: [quotes.jobId, quotes.professionalId],
      targetWhere: sql`${quotes.status} = 'pending'`,
      set: {
        lines: values.lines,
        total: values.total,
        message: values.message,
        validUntil: values.validUntil,
        updatedAt: new Date(),
      },
    })
    .returning({ id: quotes.id });
  if (!row) throw new Error("upsert returned no row");
  return row.id;
}

/** Moves a pending quote to `status`; false when it was no longer pending. */
export async function settleQuote(db: DbOrTx, id: string, status: "accepted" | "declined" | "withdrawn") {
  const rows = await db
    .update(quotes)
    .set({ status })
    .where(and(eq(quotes.id, id), eq(quotes.status, "pending")))
    .returning({ id: quotes.id });
  return rows.length === 1;
}

const changeColumns = {
  id: jobChanges.id,
  jobId: jobChanges.jobId,
  professionalId: jobChanges.professionalId,
  lines: jobChanges.lines,
  total: jobChanges.total,
  reason: jobChanges.reason,
  status: jobChanges.status,
  priceBefore: jobChanges.priceBefore,
  priceAfter: jobChanges.priceAfter,
  answeredAt: jobChanges.answeredAt,
  createdAt: jobChanges.createdAt,
};

export async function findChangesOfJob(db: DbOrTx, jobId: string) {
  const rows = await db
    .select(changeColumns)
    .from(jobChanges)
    .where(eq(jobChanges.jobId, jobId))
    .orderBy(asc(jobChanges.createdAt), asc(jobChanges.id));
  return rows.map(isoDates);
}

export async function findChange(db: DbOrTx, id: string, lock = false) {
  const query = db.select(changeColumns).from(jobChanges).where(eq(jobChanges.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row ? isoDates(row) : undefined;
}

export async function insertChange(db: DbOrTx, values: typeof jobChanges.$inferInsert) {
  const [row] = await db.insert(jobChanges).values(values).returning(changeColumns);
  if (!row) throw new Error("insert returned no row");
  return isoDates(row);
}

/** Answers a pending change; undefined when it was answered already. */
export async function answerChange(
  db: DbOrTx,
  id: string,
  patch: { status: "approved" | "declined"; priceBefore?: string | null; priceAfter?: string | null },
) {
  const [row] = await db
    .update(jobChanges)
    .set({ ...patch, answeredAt: new Date() })
    .where(and(eq(jobChanges.id, id), eq(jobChanges.status, "pending")))
    .returning(changeColumns);
  return row ? isoDates(row) : undefined;
}
