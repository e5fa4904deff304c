import type { ProfessionalCard } from "../../../domain/professionals/schemas";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import { isListedProfessional } from "./queries";
import { deleteSavedProfessional, findSavedProfessionals, insertSavedProfessional } from "./saved-queries";

export async function listSaved(db: Db, userId: string): Promise<ProfessionalCard[]> {
  return findSavedProfessionals(db, userId);
}

export async function saveProfessional(db: Db, userId: string, professionalId: string): Promise<void> {
  if (professionalId === userId) throw appError("saved.own_profile");
  if (!(await isListedProfessional(db, professionalId))) throw appError("professional.not_found");
  await insertSavedProfessional(db, userId, professionalId);
}

/** Removing one that is not saved is not an error: the result is the same. */
export async function unsaveProfessional(db: Db, userId: string, professionalId: string): Promise<void> {
  await deleteSavedProfessional(db, userId, professionalId);
}
