// Estimate rules without zod, so pages can use them without downloading it
// (domain/estimates/schemas.ts re-exports them next to its schemas).

/**
 * An estimate needs at least this many completed jobs at the level that answers: fewer, and its
 * percentiles come close to single customers' prices (one job alone would be its own median).
 */
export const MIN_SAMPLE = 5;

/** The levels an estimate can come from, narrowest first. */
export const AREA_LEVELS = ["district", "province", "country"] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];

/**
 * A price as an estimate shows it: to ₨ 50 below ₨ 2,000, to ₨ 100 below ₨ 20,000, then to ₨ 500.
 * Estimates are a sense of the cost, and coarse steps also keep any one job's exact price from
 * being read off them. Rounding this way never changes the order of two prices.
 */
export function roundEstimate(price: number): number {
  const step = price < 2_000 ? 50 : price < 20_000 ? 100 : 500;
  return Math.max(step, Math.round(price / step) * step);
}
