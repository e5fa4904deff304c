import { and, asc, eq, gte, inArray, or } from "drizzle-orm";
import { hhmm } from "../../../domain/availability/schemas";
import type { DbOrTx } from "../../db/client";
import { availabilityBlocks, availabilityExceptions, users } from "../../db/schema";

type BlockRow = typeof availabilityBlocks.$inferInsert;
type ExceptionRow = typeof availabilityExceptions.$inferInsert;

const blockColumns = {
  id: availabilityBlocks.id,
  dayOfWeek: availabilityBlocks.dayOfWeek,
  startTime: availabilityBlocks.startTime,
  endTime: availabilityBlocks.endTime,
  isAvailable: availabilityBlocks.isAvailable,
  bufferTime: availabilityBlocks.bufferTime,
};

const exceptionColumns = {
  id: availabilityExceptions.id,
  date: availabilityExceptions.date,
  startTime: availabilityExceptions.startTime,
  endTime: availabilityExceptions.endTime,
  isAvailable: availabilityExceptions.isAvailable,
  reason: availabilityExceptions.reason,
};

const shortTimes = <T extends { startTime: string | null; endTime: string | null }>(row: T): T => ({
  ...row,
  startTime: row.startTime && hhmm(row.startTime),
  endTime: row.endTime && hhmm(row.endTime),
});

export async function findBlocks(db: DbOrTx, professionalId: string) {
  const rows = await db
    .select(blockColumns)
    .from(availabilityBlocks)
    .where(eq(availabilityBlocks.professionalId, professionalId))
    .orderBy(asc(availabilityBlocks.dayOfWeek), asc(availabilityBlocks.startTime));
  return rows.map(shortTimes);
}

/** Exceptions dated `fromDay` or later, plus any with the given ids, soonest first. */
export async function findExceptions(
  db: DbOrTx,
  professionalId: string,
  fromDay: string,
  ids: string[] = [],
) {
  const rows = await db
    .select(exceptionColumns)
    .from(availabilityExceptions)
    .where(
      and(
        eq(availabilityExceptions.professionalId, professionalId),
        or(
          gte(availabilityExceptions.date, fromDay),
          ids.length > 0 ? inArray(availabilityExceptions.id, ids) : undefined,
        ),
      ),
    )
    .orderBy(asc(availabilityExceptions.date), asc(availabilityExceptions.startTime));
  return rows.map(shortTimes);
}

/** Days (or hours) off from `fromDay` on, soonest first. */
export async function findUpcomingDaysOff(
  db: DbOrTx,
  professionalId: string,
  fromDay: string,
  limit: number,
) {
  const rows = await db
    .select({
      date: availabilityExceptions.date,
      startTime: availabilityExceptions.startTime,
      endTime: availabilityExceptions.endTime,
      reason: availabilityExceptions.reason,
    })
    .from(availabilityExceptions)
    .where(
      and(
        eq(availabilityExceptions.professionalId, professionalId),
        eq(availabilityExceptions.isAvailable, false),
        gte(availabilityExceptions.date, fromDay),
      ),
    )
    .orderBy(asc(availabilityExceptions.date), asc(availabilityExceptions.startTime))
    .limit(limit);
  return rows.map(shortTimes);
}

/** Serialises availability writes of one professional: the second waits for the first to commit. */
export async function lockProfessional(db: DbOrTx, professionalId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, professionalId))
    .for("update");
  return rows.length === 1;
}

export async function replaceBlocks(
  db: DbOrTx,
  professionalId: string,
  blocks: Omit<BlockRow, "professionalId">[],
) {
  await db.delete(availabilityBlocks).where(eq(availabilityBlocks.professionalId, professionalId));
  if (blocks.length > 0) {
    await db.insert(availabilityBlocks).values(blocks.map((block) => ({ ...block, professionalId })));
  }
}

export async function insertExceptions(
  db: DbOrTx,
  professionalId: string,
  exceptions: Omit<ExceptionRow, "professionalId">[],
) {
  if (exceptions.length === 0) return;
  await db.insert(availabilityExceptions).values(exceptions.map((row) => ({ ...row, professionalId })));
}

export async function updateException(
  db: DbOrTx,
  professionalId: string,
  id: string,
  changes: Omit<ExceptionRow, "professionalId" | "id">,
) {
  await db
    .update(availabilityExceptions)
    .set(changes)
    .where(and(eq(availabilityExceptions.id, id), eq(availabilityExceptions.professionalId, professionalId)));
}

export async function deleteExceptions(db: DbOrTx, professionalId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .delete(availabilityExceptions)
    .where(
      and(eq(availabilityExceptions.professionalId, professionalId), inArray(availabilityExceptions.id, ids)),
    );
}
