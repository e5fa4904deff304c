import { type AnyColumn, ilike, or, type SQL } from "drizzle-orm";
import { locationFilterTerms } from "../../domain/places";
import { containsPattern } from "./like";

/**
 * A location filter: the column holds the text, or, when the text names a known place in either
 * language ("ललितपुर", "Patan"), that place's English or Nepali name (ILIKE each, served by the
 * trigram index on the column).
 */
export function locationMatches(column: AnyColumn, text: string): SQL | undefined {
  const terms = locationFilterTerms(text);
  if (terms.length === 1) return ilike(column, containsPattern(text));
  return or(...terms.map((term) => ilike(column, containsPattern(term))));
}
