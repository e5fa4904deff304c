// Payments (issue 19) without zod, so pages can use the rules without downloading it.

/** How a customer pays: through a wallet gateway, or cash handed to the professional. */
export const PAYMENT_PROVIDERS = ["esewa", "khalti", "cash"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const GATEWAY_PROVIDERS = ["esewa", "khalti"] as const satisfies readonly PaymentProvider[];

/**
 * pending: started, not yet paid (a gateway payment waiting for its status API to say Completed, or
 * cash the professional recorded, waiting for the customer's word); held: paid and held by Sipalu
 * until the work is done; released: the professional's (cash: confirmed by the customer);
 * refunded: given back, in full or in part (refundPaisa says how much); failed: the gateway said
 * no, or a customer disputed cash and an admin found it was never paid; cancelled: the customer
 * cancelled at the gateway, or the payment expired there.
 */
export const PAYMENT_STATUSES = ["pending", "held", "released", "refunded", "failed", "cancelled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The job statuses a customer can pay in: hired, with an agreed price, and not called off. */
export const PAYABLE_JOB_STATUSES = ["accepted", "in-progress", "completed"] as const;

/** Sipalu's commission by default (PAYMENT_COMMISSION_PERCENT). */
export const DEFAULT_COMMISSION_PERCENT = 10;

/** After completion, the customer has this long to report a problem; then the money is released. */
export const RELEASE_AFTER_HOURS = 72;
export const DISPUTE_WINDOW_HOURS = RELEASE_AFTER_HOURS;

export const DISPUTE_REASON_MAX_LENGTH = 1000;
export const RESOLUTION_NOTE_MAX_LENGTH = 1000;
export const DISPUTE_OUTCOMES = ["release", "refund", "partial"] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** Where a professional's payout goes. */
export const PAYOUT_METHODS = ["esewa", "khalti", "bank"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_STATUSES = ["requested", "paid", "rejected"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** The least a payout may be: NPR 100 (wallets charge per transfer). */
export const MIN_PAYOUT_PAISA = 100_00;
export const PAYOUT_DESTINATION_MAX_LENGTH = 80;
export const PAYOUT_REFERENCE_MAX_LENGTH = 80;

/** Sipalu's commission on an amount, rounded to the paisa (half up). */
export function commissionOf(amountPaisa: number, percent: number): number {
  return Math.round((amountPaisa * percent) / 100);
}
