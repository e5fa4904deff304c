// Quotes and change requests without zod, so pages can use them without downloading it
// (domain/quotes/schemas.ts re-exports them next to its schemas).

export const QUOTE_STATUSES = ["pending", "accepted", "declined", "withdrawn"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const CHANGE_STATUSES = ["pending", "approved", "declined"] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** A line of a quote or a change request: work (labour) or what is bought for it (materials). */
export const LINE_KINDS = ["labour", "materials"] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const MAX_QUOTE_LINES = 20;
export const LINE_DESCRIPTION_MAX_LENGTH = 200;
export const QUOTE_MESSAGE_MAX_LENGTH = 2000;
export const CHANGE_REASON_MAX_LENGTH = 1000;
/** How long a quote may be held open for the customer, in days. */
export const MAX_QUOTE_VALID_DAYS = 60;

/** Paid work that takes quotes: hourly and contact jobs (fixed-price jobs take bids). */
export const QUOTED_PAYMENT_TYPES = ["hourly", "contact"] as const;

export function takesQuotes(paymentType: string): boolean {
  return (QUOTED_PAYMENT_TYPES as readonly string[]).includes(paymentType);
}

/** The total of some lines in paisa, added as integers so 0.1 + 0.2 is 0.30 exactly. */
export function linesTotalPaisa(lines: readonly { amount: number | string }[]): number {
  return lines.reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0);
}

/** The total of some lines as the API writes money: "1500.50". */
export function linesTotal(lines: readonly { amount: number | string }[]): string {
  return (linesTotalPaisa(lines) / 100).toFixed(2);
}
