/** NPR formatting (SPEC §9: currency NPR, sign ₨; amounts above 1000 abbreviated with K). */
export type DisplayLocale = "en" | "ne";

const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/** Replaces ASCII digits with Devanagari ones (१२३), leaving everything else. */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit);
}

const SIGN: Record<DisplayLocale, string> = { en: "₨", ne: "रू" };

// en-IN groups the Nepali way: 1,25,000 (lakh grouping).
const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
const groupedWithPaise = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const compact = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });

function withSign(amount: number, digits: string, locale: DisplayLocale): string {
  const text = `${amount < 0 ? "-" : ""}${SIGN[locale]} ${digits}`;
  return locale === "ne" ? toDevanagariDigits(text) : text;
}

function toNumber(amount: number | string): number {
  const value = typeof amount === "string" ? Number(amount) : amount;
  return Number.isFinite(value) ? value : 0;
}

/** "₨ 1,25,000" (en) or "रू १,२५,०००" (ne); paisa shown only when there are any. */
export function formatNpr(amount: number | string, locale: DisplayLocale = "en"): string {
  const value = toNumber(amount);
  const abs = Math.abs(value);
  const digits = Number.isInteger(abs) ? grouped.format(abs) : groupedWithPaise.format(abs);
  return withSign(value, digits, locale);
}

/**
 * "₨ 1.5K" from 1000 up; smaller amounts as formatNpr. Nepali counts in हजार (thousand) and, from
 * one lakh up, in लाख as people say it: "रू १.५ हजार", "रू २.५ लाख".
 */
export function formatCompactNpr(amount: number | string, locale: DisplayLocale = "en"): string {
  const value = toNumber(amount);
  const abs = Math.abs(value);
  if (abs < 1000) return formatNpr(value, locale);
  if (locale === "en") return withSign(value, `${compact.format(abs / 1000)}K`, locale);
  const [unit, word] = abs >= 100_000 ? [100_000, "लाख"] : [1000, "हजार"];
  return withSign(value, `${compact.format(abs / unit)} ${word}`, locale);
}
