import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { savedProfessionals, users } from "../../db/schema";
import { cardColumns, listedProfessionals } from "./queries";

/** The professionals a user saved, most recently saved first (suspended ones left out). */
export async function findSavedProfessionals(db: DbOrTx, userId: string) {
  return db
    .select(cardColumns)
    .from(savedProfessionals)
    .innerJoin(users, eq(users.id, savedProfessionals.professionalId))
    .where(and(eq(savedProfessionals.userId, userId), listedProfessionals()))
    .orderBy(desc(savedProfessionals.createdAt), desc(savedProfessionals.professionalId));
}

/** Saving twice is the same as saving once. */
export async function insertSavedProfessional(db: DbOrTx, userId: string, professionalId: string) {
  await db.insert(savedProfessionals).values({ userId, professionalId }).onConflictDoNothing();
}

export async function deleteSavedProfessional(db: DbOrTx, userId: string, professionalId: string) {
  await db
    .delete(savedProfessionals)
    .where(and(eq(savedProfessionals.userId, userId), eq(savedProfessionals.professionalId, professionalId)));
}
