// How the directory ranks professionals ("Best rated", the default order), without zod so pages
// can use it. server/db/schema/users.ts computes the same score in SQL (a stored column, indexed);
// ranking.test.ts checks the two agree.

/**
 * The prior: what the directory assumes of a professional before customers have said anything,
 * about the marketplace's mean rating, rounded down (4.4 over the demo data's reviews): a newcomer
 * ranks like a sound professional, below those customers have shown to be better.
 */
export const RATING_PRIOR_MEAN = 4;

/**
 * How many reviews the prior weighs: after three customers have rated someone, their own average
 * counts as much as the prior; the more customers, the more it alone decides.
 */
export const RATING_PRIOR_WEIGHT = 3;

/**
 * The confidence-weighted rating the directory ranks by: the Bayesian average of a professional's
 * rating R over v reviewing customers toward the prior C with weight m, (v·R + m·C) / (v + m), as
 * IMDb ranks its Top 250 and shops rank by stars. One 5.0 review scores 4.25 and six reviews
 * averaging 4.6 score 4.4, so a single happy customer no longer outranks a steady record; nobody
 * rated yet scores the prior, 4.0. Rounded to 3 decimals, as stored.
 */
export function rankScore(rating: number, reviewCount: number): number {
  const score =
    (reviewCount * rating + RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN) / (reviewCount + RATING_PRIOR_WEIGHT);
  return Math.round(score * 1000) / 1000;
}

/**
 * The directory's orders: best rated (the confidence-weighted rating, then jobs done), hourly rate
 * low to high or high to low (professionals without a rate last), and nearest first (from the
 * professional's home snapped to its ~1 km cell, only those who set one).
 */
export const PROFESSIONAL_SORTS = ["rating", "price-asc", "price-desc", "distance"] as const;
export type ProfessionalSort = (typeof PROFESSIONAL_SORTS)[number];
export const DEFAULT_PROFESSIONAL_SORT: ProfessionalSort = "rating";

/** The highest hourly rate the price filter takes (NPR): the profile's own limit. */
export const MAX_HOURLY_RATE_FILTER = 1_000_000;
