import type { ReviewHighlight } from "@domain/reviews";
import { useQuery } from "@tanstack/react-query";

export const reviewHighlightsKey = ["/api/reviews/highlights"] as const;

/** Real reviews for the landing page's testimonials. */
export function useReviewHighlights() {
  return useQuery<ReviewHighlight[]>({ queryKey: reviewHighlightsKey });
}
