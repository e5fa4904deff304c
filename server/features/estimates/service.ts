import { COUNTRY_AREA, estimateScopes } from "../../../domain/estimates/areas";
import {
  type CategoryEstimate,
  type Estimate,
  type EstimateQuery,
  MIN_SAMPLE,
  roundEstimate,
} from "../../../domain/estimates/schemas";
import type { DbOrTx } from "../../db/client";
import { findCategorySpreads, findPriceSpreads } from "./queries";

/**
 * The typical agreed price of work in a category near a place: from the jobs of the place's
 * district when there are at least MIN_SAMPLE, else of its province, else of the whole country;
 * null when even the country has fewer. Prices are rounded (roundEstimate), so neither a small
 * sample nor the difference one new job makes gives away what one customer paid.
 */
export async function estimatePrice(db: DbOrTx, query: EstimateQuery): Promise<Estimate | null> {
  const scopes = [...estimateScopes(query.location), null];
  const spreads = await findPriceSpreads(db, query.skillCategory, scopes);
  const index = spreads.findIndex((spread) => spread.sampleSize >= MIN_SAMPLE);
  const spread = spreads[index];
  if (!spread || spread.low === null || spread.median === null || spread.high === null) return null;
  return {
    low: roundEstimate(spread.low),
    median: roundEstimate(spread.median),
    high: roundEstimate(spread.high),
    sampleSize: spread.sampleSize,
    area: scopes[index]?.area ?? COUNTRY_AREA,
  };
}

/** Each category's country-wide estimate (rounded), where at least MIN_SAMPLE jobs give one. */
export async function estimateCategories(db: DbOrTx): Promise<CategoryEstimate[]> {
  const rows = await findCategorySpreads(db);
  return rows.map(({ skillCategory, sampleSize, low, median, high }) => ({
    skillCategory,
    low: roundEstimate(low),
    median: roundEstimate(median),
    high: roundEstimate(high),
    sampleSize,
  }));
}
