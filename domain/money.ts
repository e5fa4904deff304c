/** NPR formatting (SPEC §1 and §9: currency NPR, sign ₨; amounts above 1000 abbreviated). */
export type DisplayLocale = "en" | "ne";

const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/** Replaces ASCII digits with Devanagari ones (१२३), leaving everything else. */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit);
}

/** Replaces Devanagari digits (२५००) with ASCII ones (2500), leaving everything else. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/** SPEC §1: the sign is ₨, in both languages (Nepali writes its digits, not another sign). */
export const CURRENCY_SIGN = "₨";

// en-IN groups the Nepali way: 1,25,000 (lakh grouping).
const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
const groupedWithPaise = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function withSign(amount: number, digits: string, locale: DisplayLocale): string {
  const text = `${amount < 0 ? "-" : ""}${CURRENCY_SIGN} ${digits}`;
  return locale === "ne" ? toDevanagariDigits(text) : text;
}

function toNumber(amount: number | string): number {
  const value = typeof amount === "string" ? Number(amount) : amount;
  return Number.isFinite(value) ? value : 0;
}

/** "₨ 1,25,000" (en) or "₨ १,२५,०००" (ne); paisa shown only when there are any. */
export function formatNpr(amount: number | string, locale: DisplayLocale = "en"): string {
  const value = toNumber(amount);
  const abs = Math.abs(value);
  const digits = Number.isInteger(abs) ? grouped.format(abs) : groupedWithPaise.format(abs);
  return withSign(value, digits, locale);
}

/** Integer paisa (how payments count money) as formatNpr shows rupees: 220000 is "₨ 2,200", 123450 "₨ 1,234.50". */
export function formatPaisa(paisa: number, locale: DisplayLocale = "en"): string {
  return formatNpr(paisa / 100, locale);
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/**
 * The units compact amounts count in, largest first: thousands only below a lakh (1,00,000), then
 * lakh and crore as Nepal counts, in both languages; `decimals` is how many places they keep.
 */
const UNITS = [
  { size: CRORE, decimals: 2, en: " crore", ne: " करोड" },
  { size: LAKH, decimals: 2, en: " lakh", ne: " लाख" },
  { size: 1000, decimals: 1, en: "K", ne: " हजार" },
] as const;

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const numberFormats = new Map(
  [1, 2].map((decimals) => [decimals, new Intl.NumberFormat("en-IN", { maximumFractionDigits: decimals })]),
);

/**
 * Amounts from 1000 up in thousands, lakh and crore (SPEC §9: abbreviated above 1000): "₨ 95.5K",
 * "₨ 1.25 lakh", "₨ 1 crore"; in Nepali "₨ ९५.५ हजार", "₨ १.२५ लाख", "₨ १ करोड". An amount that
 * rounds up to the next unit is written in it (99,999 is "₨ 1 lakh", never "₨ 100K").
 */
export function formatCompactNpr(amount: number | string, locale: DisplayLocale = "en"): string {
  const value = toNumber(amount);
  const abs = Math.abs(value);
  const index = UNITS.findIndex((candidate) => abs >= candidate.size);
  let unit = UNITS[index];
  if (!unit) return formatNpr(value, locale);
  const larger = UNITS[index - 1];
  if (larger && roundTo(abs / unit.size, unit.decimals) * unit.size >= larger.size) unit = larger;
  const count = numberFormats.get(unit.decimals)?.format(roundTo(abs / unit.size, unit.decimals));
  return withSign(value, `${count}${unit[locale]}`, locale);
}
