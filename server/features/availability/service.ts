import type { z } from "zod";
import {
  type Availability,
  DATE_IN_PAST,
  findOverlap,
  type UpdateAvailabilityBody,
} from "../../../domain/availability";
import { nepalDay } from "../../../domain/kathmandu-day";
import type { Db, DbOrTx } from "../../db/client";
import { badRequest, notFound } from "../../errors";
import {
  deleteExceptions,
  findBlocks,
  findExceptions,
  insertExceptions,
  lockProfessional,
  replaceBlocks,
  updateException,
} from "./queries";

export const EXCEPTION_NOT_FOUND = "Availability exception not found";
const PROFESSIONAL_NOT_FOUND = "Professional not found";

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
    if (exception.date < today) throw badRequest(`exceptions.${index}.date: ${DATE_IN_PAST}`);
    if (exception.id && deleted.includes(exception.id)) {
      throw badRequest(`exceptions.${index}.id: An exception cannot be changed and deleted at once`);
    }
  });

  return db.transaction(async (tx) => {
    if (!(await lockProfessional(tx, professionalId))) throw notFound(PROFESSIONAL_NOT_FOUND);
    const referenced = [...upserts.flatMap((e) => (e.id ? [e.id] : [])), ...deleted];
    const existing = await findExceptions(tx, professionalId, today, referenced);
    const known = new Set(existing.map((exception) => exception.id));
    if (referenced.some((id) => !known.has(id))) throw notFound(EXCEPTION_NOT_FOUND);
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
  throw badRequest(`exceptions.${clash[0]}: Exceptions overlap on ${after[clash[0]]?.date}`);
}
