import { z } from "zod";

/** A real review shown as a testimonial on the landing page. */
export const ReviewHighlight = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  customerName: z.string(),
  customerLocation: z.string().nullable(),
  professionalName: z.string(),
  skill: z.string(),
});
export type ReviewHighlight = z.infer<typeof ReviewHighlight>;

export const HIGHLIGHT_COUNT = 6;
