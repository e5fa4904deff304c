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
