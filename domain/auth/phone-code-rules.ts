// One-time codes sent by SMS (issue 20), without zod so the login page can use them.
import { toAsciiDigits } from "../money";

/** The code is six digits. */
export const PHONE_CODE_LENGTH = 6;
/** A code works for five minutes after it is sent. */
export const PHONE_CODE_TTL_MS = 5 * 60_000;
/** Five wrong tries end a code (a million codes, five guesses: one chance in 200,000). */
export const PHONE_CODE_MAX_TRIES = 5;
/** A new code for the same phone no sooner than a minute after the last. */
export const PHONE_CODE_RESEND_MS = 60_000;
/** At most this many codes to one phone in an hour, whoever asks (each is an SMS Sipalu pays for). */
export const PHONE_CODES_PER_HOUR = 5;

/**
 * What a code is for: signing in (and creating a customer account for a new number), proving a
 * phone on the signed-in account, or setting a new password on the account the phone proves.
 */
export const PHONE_CODE_PURPOSES = ["sign-in", "verify", "reset"] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

export const PHONE_CODE_MESSAGE = "Enter the 6-digit code we sent";

const CODE_PATTERN = new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`);

/** The digits of a code as typed ("४८२ ९१३" included), or null when they are not six. */
export function normalizePhoneCode(value: string): string | null {
  const digits = toAsciiDigits(value).replace(/\s/g, "");
  return CODE_PATTERN.test(digits) ? digits : null;
}

/** The SMS that carries a code: the code first (phones offer to copy it), then whose it is. */
export const phoneCodeText = (code: string, language: "en" | "ne") =>
  language === "ne"
    ? `${code} तपाईंको सिपालु कोड हो। ५ मिनेटसम्म चल्छ। यो कोड कसैलाई नदिनुहोस्।`
    : `${code} is your Sipalu code. It works for 5 minutes. Never share it with anyone.`;
