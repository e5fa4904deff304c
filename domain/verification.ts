import { z } from "zod";

export const VERIFICATION_TYPES = ["kyc", "nstb", "background"] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

export const VERIFICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * The rule of the Verified badge: a professional is verified once an admin approves their identity
 * document (KYC: citizenship or national ID). An approved NSTB skill certificate is shown as a
 * certificate and an approved police check as checked; neither alone makes someone verified.
 */
export const BADGE_VERIFICATION_TYPE: VerificationType = "kyc";

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
});
export type Verification = z.infer<typeof Verification>;

export const ADMIN_NOTES_MAX = 1000;

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
