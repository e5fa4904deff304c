// Nepali mobile numbers without zod, so pages can show and check them without downloading it
// (domain/phone.ts re-exports them next to the OptionalNepaliMobile schema).

/**
 * Nepali mobile numbers: 10 digits starting with 96, 97 or 98 (NTC, Ncell, Smart), typed with or
 * without the country code (+977, 977, 00977), with spaces, dashes, dots or brackets, in ASCII or
 * Devanagari digits. Stored and linked (tel:) as E.164, "+9779841234567".
 */
export const NEPALI_MOBILE_MESSAGE = "Enter a valid Nepali mobile number (10 digits starting with 9)";

const DEVANAGARI_ZERO = "०".charCodeAt(0);

/** "+9779841234567" for anything a person may type for a Nepali mobile number, else null. */
export function normalizeNepaliMobile(value: string): string | null {
  const digits = value
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(/[\s\-.()]/g, "");
  const match = /^(?:\+977|00977|977)?(9[678]\d{8})$/.exec(digits);
  return match ? `+977${match[1]}` : null;
}

export function isNepaliMobile(value: string): boolean {
  return normalizeNepaliMobile(value) !== null;
}

/** The 10-digit number people read out, "9841234567", of a stored "+9779841234567". */
export function nationalMobile(e164: string): string {
  return e164.replace(/^\+977/, "");
}
