// Verification types and statuses without zod, so pages can use them without downloading it
// (domain/verification/schemas.ts re-exports them next to its schemas).

/**
 * What a professional can send. The Verified badge means an admin approved their identity document
 * (kyc: citizenship or national ID); an approved NSTB skill certificate is kept on their profile and
 * a police check (background) on record, but neither alone makes someone verified.
 */
export const VERIFICATION_TYPES = ["kyc", "nstb", "background"] as const;

export type VerificationType = (typeof VERIFICATION_TYPES)[number];

/** revoked: approved once, withdrawn later by an admin with a reason (a forged or expired ID, say). */
export const VERIFICATION_STATUSES = ["pending", "approved", "rejected", "revoked"] as const;

export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
