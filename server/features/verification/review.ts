import type { Verification } from "../../../domain/verification/schemas";
import type { Db, Tx } from "../../db/client";
import { appError } from "../../errors";
import { publish } from "../events/publish";
import {
  clearNstbCertificate,
  decidePending,
  markKycApproved,
  markKycRejected,
  revokeApproved,
  setNstbCertificate,
  unverifyOnDocument,
  type VerificationRow,
  verificationExists,
} from "./queries";
import { toVerification } from "./service";

type Decision = { status: "approved" | "rejected"; adminNotes: string | null; reviewerId: string };

/**
 * An admin's decision on a pending document, in one transaction: the document's status, notes,
 * reviewer and time; what it means for the professional (an approved KYC makes them verified, an
 * approved NSTB certificate is put on their profile); and the event that tells them.
 */
export async function reviewVerification(db: Db, id: string, decision: Decision): Promise<Verification> {
  const row = await db.transaction(async (tx) => {
    const decided = await decidePending(tx, id, decision);
    if (!decided) {
      throw (await verificationExists(tx, id))
        ? appError("verification.already_reviewed")
        : appError("verification.not_found");
    }
    await applyToProfessional(tx, decided, decision.status);
    await publish(tx, [decided.userId], {
      type: "verification.reviewed",
      verificationId: decided.id,
      verificationType: decided.verificationType,
      status: decision.status,
      adminNotes: decided.adminNotes,
    });
    return decided;
  });
  return toVerification(row);
}

async function applyToProfessional(tx: Tx, row: VerificationRow, status: Decision["status"]) {
  if (row.verificationType === "kyc") {
    if (status === "approved") await markKycApproved(tx, row.userId, row.documentUrl);
    else await markKycRejected(tx, row.userId);
  } else if (row.verificationType === "nstb" && status === "approved") {
    await setNstbCertificate(tx, row.userId, row.documentUrl);
  }
}

/**
 * Withdraws an approved document with the reason the professional is told, in one transaction:
 * a revoked identity document takes away the Verified badge it gave (the person may send a new
 * ID), a revoked NSTB certificate leaves their profile; the event tells them at once. Only an
 * approval can be revoked (409 otherwise), and only once.
 */
export async function revokeVerification(
  db: Db,
  id: string,
  revoke: { reason: string; adminId: string },
): Promise<Verification> {
  const row = await db.transaction(async (tx) => {
    const revoked = await revokeApproved(tx, id, revoke);
    if (!revoked) {
      throw (await verificationExists(tx, id))
        ? appError("verification.not_approved")
        : appError("verification.not_found");
    }
    if (revoked.verificationType === "kyc") await unverifyOnDocument(tx, revoked.userId, revoked.documentUrl);
    if (revoked.verificationType === "nstb") {
      await clearNstbCertificate(tx, revoked.userId, revoked.documentUrl);
    }
    await publish(tx, [revoked.userId], {
      type: "verification.revoked",
      verificationId: revoked.id,
      verificationType: revoked.verificationType,
      reason: revoke.reason,
    });
    return revoked;
  });
  return toVerification(row);
}
