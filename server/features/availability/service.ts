import type { z } from "zod";
import {
  type Availability,
  findOverlap,
  type UpdateAvailabilityBody,
} from "../../../domain/availability/schemas";
import { nepalDay } from "../../../domain/kathmandu-day";
import type { Db, DbOrTx } from "../../db/client";
import { appError } from "../../errors";
import {
  deleteExceptions,
  findBlocks,
  findExceptions,
  insertExceptions,
  lockProfessional,
  replaceBlocks,
  updateException,
} from "./queries";

type Body = z.output<typeof UpdateAvailabilityBody>;
type ExceptionInput = NonNullable<Body["exceptions"]>[number];

/** The weekly blocks and the exceptions from today (Nepal) on. */
export async function getAvailability(
  db: DbOrTx,
  professionalId: string,
  today = nepalDay(),
): Promise<Availability> {
  const blocks = await findBlocks(db, professionalId);
  const exceptions = await findExceptions(db, professionalId, today);
  return { blocks, exceptions };
}

/**
 * Replaces the week (when `blocks` is given), then adds, changes and deletes exceptions: all in one
 * transaction, so a refused part leaves everything as it was. Exceptions cannot be dated before
 * today, must be the professional's own, and may not overlap others on the same date.
 */
export async function updateAvailability(db: Db, professionalId: string, body: Body): Promise<Availability> {
  const today = nepalDay();
  const upserts = body.exceptions ?? [];
  const deleted = body.deletedExceptionIds ?? [];
  upserts.forEach((exception, index) => {
    if (exception.date < today)
      throw appError("availability.date_in_past", { field: `exceptions.${index}.date` });
    if (exception.id && deleted.includes(exception.id)) {
      throw appError("availability.changed_and_deleted", { field: `exceptions.${index}.id` });
    }
  });

  return db.transaction(async (tx) => {
    if (!(await lockProfessional(tx, professionalId))) throw appError("professional.not_found");
    const referenced = [...upserts.flatMap((e) => (e.id ? [e.id] : [])), ...deleted];
    const existing = await findExceptions(tx, professionalId, today, referenced);
    const known = new Set(existing.map((exception) => exception.id));
    if (referenced.some((id) => !known.has(id))) throw appError("availability.exception_not_found");
    checkExceptionOverlaps(existing, upserts, deleted, today);

    if (body.blocks) await replaceBlocks(tx, professionalId, body.blocks);
    await deleteExceptions(tx, professionalId, deleted);
    const added: ExceptionInput[] = [];
    for (const { id, ...values } of upserts) {
      if (id) await updateException(tx, professionalId, id, values);
      else added.push(values);
    }
    await insertExceptions(tx, professionalId, added);
    return getAvailability(tx, professionalId, today);
  });
}

type Dated = { id?: string; date: string; startTime: string | null; endTime: string | null };

/**
 * The upcoming exceptions as they will be after the change must not overlap on any date. Changes
 * come first, so a clash involving one is found before any between exceptions left untouched.
 */
function checkExceptionOverlaps(
  existing: Dated[],
  upserts: ExceptionInput[],
  deleted: string[],
  today: string,
) {
  const changed = new Set(upserts.flatMap((e) => (e.id ? [e.id] : [])));
  const kept = existing.filter(
    (e) => e.date >= today && !deleted.includes(e.id ?? "") && !changed.has(e.id ?? ""),
  );
  const after: Dated[] = [...upserts, ...kept];
  const clash = findOverlap(after, (exception) => exception.date);
  if (!clash || clash[0] >= upserts.length) return;
  throw appError("availability.exceptions_overlap", {
    field: `exceptions.${clash[0]}`,
    date: after[clash[0]]?.date ?? "",
  });
}
