// Constants without zod, so pages can use them without downloading it.

/**
 * Lists count their matches up to this many and say "1,000+" beyond: an exact count of a search
 * matching 90,000 of a million professionals reads every one of them on every request.
 */
export const LIST_TOTAL_CAP = 1000;
