import type { ProfessionalCard } from "../../../domain/professionals";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../errors";
import { isListedProfessional } from "../professionals/queries";
import { PROFESSIONAL_NOT_FOUND } from "../professionals/service";
import { deleteSavedProfessional, findSavedProfessionals, insertSavedProfessional } from "./queries";

const CANNOT_SAVE_SELF = "You cannot save your own profile";

export async function listSaved(db: Db, userId: string): Promise<ProfessionalCard[]> {
  return findSavedProfessionals(db, userId);
}

export async function saveProfessional(db: Db, userId: string, professionalId: string): Promise<void> {
  if (professionalId === userId) throw badRequest(CANNOT_SAVE_SELF);
  if (!(await isListedProfessional(db, professionalId))) throw notFound(PROFESSIONAL_NOT_FOUND);
  await insertSavedProfessional(db, userId, professionalId);
}

/** Removing one that is not saved is not an error: the result is the same. */
export async function unsaveProfessional(db: Db, userId: string, professionalId: string): Promise<void> {
  await deleteSavedProfessional(db, userId, professionalId);
}
