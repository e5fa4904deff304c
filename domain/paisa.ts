/**
 * Exact conversions between integer paisa (how Sipalu counts money) and decimal rupee text (how
 * eSewa writes amounts). Digits are moved as text, never multiplied as floating point, so
 * "1234.5" is 123450 paisa and not 123449.
 */

/** A rupee amount as digits, an optional point and fraction digits: no sign, exponent or spaces. */
const RUPEES_TEXT = /^(\d{1,13})(?:\.(\d{1,20}))?$/;

/** "1234.50" for 123450 paisa: always two fraction digits. */
export function paisaToRupees(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError(`not an amount of paisa: ${paisa}`);
  const whole = Math.floor(paisa / 100);
  return `${whole}.${String(paisa % 100).padStart(2, "0")}`;
}

/**
 * The paisa of a rupee amount written as text ("1000", "1000.0", "1234.5", "1234.50"), or null when
 * it is not one: malformed, or finer than a paisa ("10.005"; zeros past the paisa are fine).
 */
export function rupeesToPaisa(text: string): number | null {
  const match = RUPEES_TEXT.exec(text);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  if (/[^0]/.test(fraction.slice(2))) return null;
  const paisa = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  return Number.isSafeInteger(paisa) ? paisa : null;
}

/**
 * The paisa of a rupee amount a JSON number carried (eSewa's status API answers `100.0`), by its
 * shortest decimal spelling, which is exact for any amount written with two decimals or fewer.
 */
export function rupeeNumberToPaisa(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const text = String(value);
  return /e/i.test(text) ? null : rupeesToPaisa(text);
}
