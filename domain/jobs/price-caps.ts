// The highest price a job may be agreed at, per service category, without zod so forms can show it
// (domain/jobs/schemas.ts re-exports it). Ratings and earnings come from completed jobs, so a price with no
// ceiling lets one person hire their own second account for millions and buy a reputation; the caps
// sit well above what honest work in each trade costs here, and are the one place to change them.

/** Upper bound in NPR of an agreed price (a bid, a direct hire's price, a budget) per category. */
export const PRICE_CAPS_NPR: Readonly<Record<string, number>> = {
  Plumbing: 200_000,
  Electrical: 200_000,
  Carpentry: 300_000,
  Cleaning: 50_000,
  Beauty: 100_000,
  "Beauty & Spa": 100_000,
  "AC Repair": 100_000,
  Painting: 300_000,
  Painter: 300_000,
  Gardening: 50_000,
  Gardener: 50_000,
  Moving: 100_000,
  Tutoring: 100_000,
  Photography: 200_000,
  Catering: 500_000,
  "Web Design": 300_000,
  Driving: 50_000,
  Security: 200_000,
  Massage: 50_000,
  Fitness: 100_000,
  Mason: 500_000,
  "Appliance Repair": 100_000,
  "Care Giver": 100_000,
  "Computer Repair": 100_000,
};

/** The cap of a category not in the table (categories are free text on the API). */
export const DEFAULT_PRICE_CAP_NPR = 100_000;

export function priceCapFor(skillCategory: string): number {
  return Object.hasOwn(PRICE_CAPS_NPR, skillCategory)
    ? (PRICE_CAPS_NPR[skillCategory] ?? DEFAULT_PRICE_CAP_NPR)
    : DEFAULT_PRICE_CAP_NPR;
}

/** "2,00,000": the Nepali (lakh) grouping, as prices are written here. */
const grouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/**
 * The refusal of a price above the cap, naming it: "Agreed price must be at most NPR 2,00,000 for
 * Plumbing". The client recognises it (PRICE_CAP_MESSAGE) and says it in Nepali too.
 */
export function priceCapMessage(label: "Agreed price" | "Amount" | "Budget", skillCategory: string): string {
  return `${label} must be at most NPR ${grouping.format(priceCapFor(skillCategory))} for ${skillCategory}`;
}

/** Reads priceCapMessage back (after the field's "budget: " when there is one): the label, the limit, the category. */
export const PRICE_CAP_MESSAGE =
  /^(?:\w+: )?(Agreed price|Amount|Budget) must be at most NPR ([\d,]+) for (.+)$/;

export function isOverPriceCap(amount: number | string, skillCategory: string): boolean {
  return Number(amount) > priceCapFor(skillCategory);
}
