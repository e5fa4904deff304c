// Training page sizes and choices without zod, so pages can use them without downloading it
// (domain/training/schemas.ts re-exports them next to its schemas).

export const TRAINING_PAGE_SIZE = 12;

export const TRAINING_MAX_PAGE_SIZE = 48;

/** How many courses the Featured Training Courses section shows (the most popular). */
export const FEATURED_COURSES_COUNT = 3;

export const TRAINING_PRICES = ["all", "free", "paid"] as const;

/** rating: best rated first (the catalog); popular: most students first (Featured Training Courses). */
export const TRAINING_SORTS = ["rating", "popular"] as const;

export type TrainingPrice = (typeof TRAINING_PRICES)[number];
