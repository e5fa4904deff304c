import { z } from "zod";
import { VERIFICATION_STATUSES, VERIFICATION_TYPES } from "./rules";

export * from "./rules";

export const VerificationTypeField = z.enum(VERIFICATION_TYPES, {
  error: "Choose the document type: kyc, nstb or background",
});

export const VerificationParams = z.object({ id: z.uuid("Id must be a valid id") });

/** A submission as its owner (and an admin) sees it; the document itself is at `documentUrl`. */
export const Verification = z.object({
  id: z.uuid(),
  verificationType: z.enum(VERIFICATION_TYPES),
  status: z.enum(VERIFICATION_STATUSES),
  documentUrl: z.string(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  adminNotes: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** When an admin withdrew an approval, and why (told to the professional). */
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type Verification = z.infer<typeof Verification>;

const ADMIN_NOTES_MAX = 1000;

const notes = z
  .string({ error: "Admin notes must be text" })
  .trim()
  .max(ADMIN_NOTES_MAX, `Admin notes must be at most ${ADMIN_NOTES_MAX} characters`);

/** POST /api/admin/verifications/:id/approve: a note is optional. */
export const ApproveVerificationBody = z.object({ adminNotes: notes.optional() });
export type ApproveVerificationBody = z.input<typeof ApproveVerificationBody>;

/** POST /api/admin/verifications/:id/reject: the professional is told why, so the note is required. */
export const RejectVerificationBody = z.object({
  adminNotes: z
    .string({ error: "Tell the professional why the document was rejected" })
    .pipe(notes)
    .pipe(z.string().min(1, "Tell the professional why the document was rejected")),
});
export type RejectVerificationBody = z.input<typeof RejectVerificationBody>;

const REVOKE_REASON_MAX = 1000;

/** POST /api/admin/verifications/:id/revoke: the professional is told why, so the reason is required. */
export const RevokeVerificationBody = z.object({
  reason: z
    .string({ error: "Tell the professional why the verification is revoked" })
    .trim()
    .min(1, "Tell the professional why the verification is revoked")
    .max(REVOKE_REASON_MAX, `The reason must be at most ${REVOKE_REASON_MAX} characters`),
});
export type RevokeVerificationBody = z.input<typeof RevokeVerificationBody>;
