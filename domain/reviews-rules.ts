// Review limits without zod, so pages can use them without downloading it
// (domain/reviews.ts re-exports them next to its schemas).

export const HIGHLIGHT_COUNT = 6;

export const REVIEW_COMMENT_MAX_LENGTH = 2000;
