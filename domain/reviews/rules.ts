// Review limits without zod, so pages can use them without downloading it
// (domain/reviews/schemas.ts re-exports them next to its schemas).

export const HIGHLIGHT_COUNT = 6;

export const REVIEW_COMMENT_MAX_LENGTH = 2000;

/** A testimonial's customer has had completed work from at least this many different professionals. */
export const TESTIMONIAL_MIN_PROFESSIONALS = 2;
