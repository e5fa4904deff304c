// Constants and rules of jobs without zod, so pages can use them without downloading it
// (domain/jobs/schemas.ts re-exports them next to its schemas).

/** How a job is paid (SPEC §3; some views call it the job type). */
export const PAYMENT_TYPES = ["hourly", "fixed", "contact"] as const;

export const URGENCIES = ["urgent", "moderate", "flexible"] as const;

/** How a job is filled: dispatched at once, booked for a time, or open for bids. */
export const JOB_TYPES = ["instant", "scheduled", "bidding"] as const;

/** numeric(10,2): the largest amount the database holds. */
export const MAX_AMOUNT = 99_999_999.99;

export const JOBS_PAGE_SIZE = 24;

export const JOBS_MAX_PAGE_SIZE = 100;

export const AI_SUMMARY_EXCERPT = 100;

/** SPEC §5's fixed sentence that closes every AI summary, in each language the app speaks. */
export const AI_SUMMARY_CLOSINGS = {
  en: "A skilled professional is needed to complete this work.",
  ne: "यो काम पूरा गर्न दक्ष पेसेवर चाहिन्छ।",
} as const;

export const AI_SUMMARY_CLOSING = AI_SUMMARY_CLOSINGS.en;

type SummaryLocale = keyof typeof AI_SUMMARY_CLOSINGS;

/**
 * A stored summary as a reader of `locale` sees it: its closing sentence (written in whichever
 * language the summary was made in) in the reader's language; the rest is the customer's words.
 */
export function localizeAiSummary(summary: string, locale: SummaryLocale): string {
  for (const closing of Object.values(AI_SUMMARY_CLOSINGS)) {
    if (summary.endsWith(closing)) return summary.slice(0, -closing.length) + AI_SUMMARY_CLOSINGS[locale];
  }
  return summary;
}

/** SPEC §5: the title, the first 100 characters of the description (… when cut), a fixed sentence. */
export function makeAiSummary(title: string, description: string, locale: SummaryLocale = "en"): string {
  const text = description.trim().replace(/\s+/g, " ");
  const excerpt = text.length > AI_SUMMARY_EXCERPT ? `${text.slice(0, AI_SUMMARY_EXCERPT)}...` : text;
  // Trailing . ! ? । dropped by a scan from the end: the pattern /[.!?]*$/ retried at every
  // punctuation mark of a long run, quadratic in the title's length.
  const trimmed = title.trim();
  let end = trimmed.length;
  while (end > 0 && ".!?।".includes(trimmed.charAt(end - 1))) end -= 1;
  const heading = trimmed.slice(0, end);
  // The title ends as a sentence in its own script does: Devanagari with the purna biram.
  const stop = /[\u0900-\u097F]$/.test(heading) ? "।" : ".";
  return [heading && `${heading}${stop}`, excerpt, AI_SUMMARY_CLOSINGS[locale]].filter(Boolean).join(" ");
}

/** The header of GET /api/jobs holding how many jobs match the filters, over all pages (up to LIST_TOTAL_CAP). */
export const TOTAL_COUNT_HEADER = "x-total-count";

/** Set to "true" on GET /api/jobs when more jobs match than X-Total-Count says ("1,000+"). */
export const TOTAL_CAPPED_HEADER = "x-total-count-capped";
