import { z } from "zod";
import { NepaliMobile } from "../phone";
import { filledText } from "../text";
import { normalizePhoneCode, PHONE_CODE_MESSAGE, PHONE_CODE_PURPOSES } from "./phone-code-rules";
import { newPassword } from "./schemas";

export * from "./phone-code-rules";

const language = z.enum(["en", "ne"]).default("en");

/** Six digits, typed in ASCII or Devanagari, spaces allowed ("482 913"). */
const code = z
  .string({ error: PHONE_CODE_MESSAGE })
  .max(20, PHONE_CODE_MESSAGE)
  .transform((value, ctx) => {
    const digits = normalizePhoneCode(value);
    if (digits) return digits;
    ctx.addIssue({ code: "custom", message: PHONE_CODE_MESSAGE });
    return z.NEVER;
  });

/**
 * POST /api/auth/otp/request: a code to sign in with (`sign-in`) or to set a new password with
 * (`reset`); the SMS is in `language`. `verify` is the signed-in route's own.
 */
export const PhoneCodeRequestBody = z.object({
  phone: NepaliMobile,
  purpose: z.enum(PHONE_CODE_PURPOSES).exclude(["verify"]).default("sign-in"),
  language,
});
export type PhoneCodeRequestBody = z.input<typeof PhoneCodeRequestBody>;

/** POST /api/auth/phone/request: a code to prove a phone on the signed-in account. */
export const PhoneVerifyRequestBody = z.object({ phone: NepaliMobile, language });
export type PhoneVerifyRequestBody = z.input<typeof PhoneVerifyRequestBody>;

/** When the code was sent: how long it works and when another may be asked for. */
export const PhoneCodeSent = z.object({
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type PhoneCodeSent = z.infer<typeof PhoneCodeSent>;

/**
 * POST /api/auth/otp/verify: the code signs in the account the phone proves, or makes a customer
 * account for a new number, which needs the person's name (asked for once the code is known good).
 */
export const PhoneSignInBody = z.object({
  phone: NepaliMobile,
  code,
  firstName: filledText("First name", 80).optional(),
  lastName: filledText("Last name", 80).optional(),
});
export type PhoneSignInBody = z.input<typeof PhoneSignInBody>;

/** POST /api/auth/phone/verify: the code proves the phone on the signed-in account. */
export const PhoneVerifyBody = z.object({ phone: NepaliMobile, code });
export type PhoneVerifyBody = z.input<typeof PhoneVerifyBody>;

/** POST /api/auth/password/reset: the code the verified phone received sets a new password. */
export const PasswordResetBody = z.object({
  phone: NepaliMobile,
  code,
  newPassword: newPassword("New password"),
});
export type PasswordResetBody = z.input<typeof PasswordResetBody>;
