// Nepali mobile numbers without zod, so pages can show and check them without downloading it
// (domain/phone.ts re-exports them next to the OptionalNepaliMobile schema).

/**
 * Nepali mobile numbers: 10 digits in a series the Nepal Telecommunications Authority gave an
 * operator (MOBILE_PREFIXES), typed with or without the country code (+977, 977, 00977), with
 * spaces, dashes, dots or brackets, in ASCII or Devanagari digits. Stored and linked (tel:) as
 * E.164, "+9779841234567".
 */
export const NEPALI_MOBILE_MESSAGE =
  "Enter a valid Nepali mobile number (10 digits starting with 98, 97 or 96)";

/**
 * The mobile series in use: Nepal Telecom 984, 985, 986, 974, 975, 976; Ncell 980, 981, 982, 970;
 * Smart Telecom 961, 962, 988. Anything else (960, 963, 971, 972 of the closed UTL, 983, 987...)
 * reaches nobody.
 */
export const MOBILE_PREFIXES = [
  "984",
  "985",
  "986",
  "974",
  "975",
  "976",
  "980",
  "981",
  "982",
  "970",
  "961",
  "962",
  "988",
] as const;

const DEVANAGARI_ZERO = "०".charCodeAt(0);

/** "+9779841234567" for anything a person may type for a Nepali mobile number, else null. */
export function normalizeNepaliMobile(value: string): string | null {
  const digits = value
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(/[\s\-.()]/g, "");
  const match = /^(?:\+977|00977|977)?(9\d{9})$/.exec(digits);
  const national = match?.[1];
  return national && (MOBILE_PREFIXES as readonly string[]).includes(national.slice(0, 3))
    ? `+977${national}`
    : null;
}

export function isNepaliMobile(value: string): boolean {
  return normalizeNepaliMobile(value) !== null;
}

/** The 10-digit number people read out, "9841234567", of a stored "+9779841234567". */
export function nationalMobile(e164: string): string {
  return e164.replace(/^\+977/, "");
}
