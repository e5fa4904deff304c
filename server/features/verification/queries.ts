import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { VerificationType } from "../../../domain/verification/schemas";
import type { DbOrTx } from "../../db/client";
import { users, verifications } from "../../db/schema";

/** A submission as its owner and admins see it (never the storage key). */
export const verificationColumns = {
  id: verifications.id,
  userId: verifications.userId,
  verificationType: verifications.verificationType,
  status: verifications.status,
  documentUrl: verifications.documentUrl,
  fileName: verifications.fileName,
  contentType: verifications.contentType,
  fileSize: verifications.fileSize,
  adminNotes: verifications.adminNotes,
  submittedAt: verifications.submittedAt,
  reviewedAt: verifications.reviewedAt,
  revokedAt: verifications.revokedAt,
  revokeReason: verifications.revokeReason,
};

export type VerificationRow = Awaited<ReturnType<typeof insertVerification>>;

export async function insertVerification(db: DbOrTx, values: typeof verifications.$inferInsert) {
  const [row] = await db.insert(verifications).values(values).returning(verificationColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Serialises one person's submissions, so "one pending document per type" holds under races. */
export async function lockSubmissionsOf(db: DbOrTx, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`verifications:${userId}`}))`);
}

export async function hasPendingOfType(db: DbOrTx, userId: string, type: VerificationType) {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.userId, userId),
        eq(verifications.verificationType, type),
        eq(verifications.status, "pending"),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function findVerificationsOf(db: DbOrTx, userId: string) {
  return db
    .select(verificationColumns)
    .from(verifications)
    .where(eq(verifications.userId, userId))
    .orderBy(desc(verifications.submittedAt), desc(verifications.id));
}

export async function findDocument(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      userId: verifications.userId,
      verificationType: verifications.verificationType,
      storageKey: verifications.storageKey,
      contentType: verifications.contentType,
      fileName: verifications.fileName,
    })
    .from(verifications)
    .where(eq(verifications.id, id));
  return row;
}

export async function verificationExists(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: verifications.id }).from(verifications).where(eq(verifications.id, id));
  return Boolean(row);
}

/** Records the decision only while the document is still pending: two admins cannot both decide. */
export async function decidePending(
  db: DbOrTx,
  id: string,
  decision: { status: "approved" | "rejected"; adminNotes: string | null; reviewerId: string },
) {
  const [row] = await db
    .update(verifications)
    .set({
      status: decision.status,
      adminNotes: decision.adminNotes,
      approvedBy: decision.reviewerId,
      reviewedAt: new Date(),
    })
    .where(and(eq(verifications.id, id), eq(verifications.status, "pending")))
    .returning(verificationColumns);
  return row;
}

/** Withdraws an approval, only while it stands: revoking twice, or a pending document, changes nothing. */
export async function revokeApproved(db: DbOrTx, id: string, revoke: { reason: string; adminId: string }) {
  const [row] = await db
    .update(verifications)
    .set({ status: "revoked", revokedAt: new Date(), revokedBy: revoke.adminId, revokeReason: revoke.reason })
    .where(and(eq(verifications.id, id), eq(verifications.status, "approved")))
    .returning(verificationColumns);
  return row;
}

/**
 * The Verified badge rests on the approved identity document the profile names: revoking that
 * document takes the badge away (and the person may send a new ID); revoking an older one does not.
 */
export async function unverifyOnDocument(db: DbOrTx, userId: string, documentUrl: string) {
  await db
    .update(users)
    .set({ isVerified: false, kycStatus: null })
    .where(and(eq(users.id, userId), eq(users.kycDocumentUrl, documentUrl)));
}

/** An NSTB certificate whose approval is revoked leaves the profile. */
export async function clearNstbCertificate(db: DbOrTx, userId: string, documentUrl: string) {
  await db
    .update(users)
    .set({ nstbCertificateUrl: null })
    .where(and(eq(users.id, userId), eq(users.nstbCertificateUrl, documentUrl)));
}

/** An approved identity never goes back to pending or rejected because of a later submission. */
const kycNotApproved = or(isNull(users.kycStatus), ne(users.kycStatus, "approved"));

export async function markKycSubmitted(db: DbOrTx, userId: string, documentUrl: string) {
  await db
    .update(users)
    .set({ kycStatus: "pending", kycDocumentUrl: documentUrl })
    .where(and(eq(users.id, userId), kycNotApproved));
}

export async function markKycApproved(db: DbOrTx, userId: string, documentUrl: string) {
  await db
    .update(users)
    .set({ kycStatus: "approved", kycDocumentUrl: documentUrl, isVerified: true })
    .where(eq(users.id, userId));
}

export async function markKycRejected(db: DbOrTx, userId: string) {
  await db
    .update(users)
    .set({ kycStatus: "rejected" })
    .where(and(eq(users.id, userId), kycNotApproved));
}

export async function setNstbCertificate(db: DbOrTx, userId: string, documentUrl: string) {
  await db.update(users).set({ nstbCertificateUrl: documentUrl }).where(eq(users.id, userId));
}

/** Which of these storage keys a verification row names. */
export async function findKnownStorageKeys(db: DbOrTx, keys: string[]) {
  const rows = await db
    .select({ key: verifications.storageKey })
    .from(verifications)
    .where(inArray(verifications.storageKey, keys));
  return new Set(rows.map((row) => row.key).filter((key) => key !== null));
}
