import { z } from "zod";
import { NEPALI_MOBILE_MESSAGE, normalizeNepaliMobile } from "./phone-rules";

export * from "./phone-rules";

/**
 * An optional mobile number field: empty clears it (null), anything else must be a Nepali mobile
 * number and comes out normalized. The profile form and PATCH /api/users/profile share it.
 */
export const OptionalNepaliMobile = z
  .string({ error: "Phone number must be text" })
  .trim()
  .transform((value, ctx) => {
    if (value === "") return null;
    const normalized = normalizeNepaliMobile(value);
    if (normalized) return normalized;
    ctx.addIssue({ code: "custom", message: NEPALI_MOBILE_MESSAGE });
    return z.NEVER;
  });

/** A required Nepali mobile number (signing in by phone, proving one), normalized to E.164. */
export const NepaliMobile = z
  .string({ error: "Phone number is required" })
  .trim()
  .min(1, "Phone number is required")
  .max(30, NEPALI_MOBILE_MESSAGE)
  .transform((value, ctx) => {
    const normalized = normalizeNepaliMobile(value);
    if (normalized) return normalized;
    ctx.addIssue({ code: "custom", message: NEPALI_MOBILE_MESSAGE });
    return z.NEVER;
  });
