import type { ReviewHighlight } from "@domain/reviews/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getByKey } from "@/lib/get-by-key";

/** Real reviews for the landing page's testimonials. */
export const reviewHighlightsQuery = () =>
  queryOptions({ queryKey: ["/api/reviews/highlights"], queryFn: getByKey<ReviewHighlight[]> });

export function useReviewHighlights() {
  return useQuery(reviewHighlightsQuery());
}
