import { z } from "zod";
import { REVIEW_COMMENT_MAX_LENGTH } from "./rules";

export * from "./rules";

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

/** A review of a completed job (SPEC §3). */
export const Review = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  customerId: z.uuid(),
  professionalId: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Review = z.infer<typeof Review>;

/** POST /api/jobs/:id/review: 1 to 5 whole stars and an optional comment. */
export const CreateReviewBody = z.object({
  rating: z
    .number({ error: "Rating is required" })
    .int("Rating must be a whole number of stars")
    .min(1, "Rating must be at least 1 star")
    .max(5, "Rating must be at most 5 stars"),
  comment: z
    .string({ error: "Comment must be text" })
    .trim()
    .max(REVIEW_COMMENT_MAX_LENGTH, `Comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => value || null),
});
export type CreateReviewBody = z.input<typeof CreateReviewBody>;
