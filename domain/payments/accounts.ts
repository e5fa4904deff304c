// The ledger's accounts (issue 19). Every movement of money is a transfer: entries in integer
// paisa that sum to zero. An account's balance is the sum of its entries; what Sipalu has is
// positive (assets), what it owes or earned is negative (liabilities, revenue), so each kind of
// account has a side its balance may never cross.

/** Money Sipalu holds: at eSewa and Khalti, and in its bank. */
export const FUNDS = "funds";
/** Sipalu's earnings: commission. */
export const COMMISSION = "commission";
/** Sipalu's earnings from what it sells itself: shop orders and course fees, paid through a gateway. */
export const REVENUE_SHOP = "revenue:shop";
export const REVENUE_TRAINING = "revenue:training";
/** Refunds decided and not yet sent (eSewa's are settled by an admin by hand). */
export const REFUNDS_OWED = "refunds_owed";
/** Payouts requested and not yet sent. */
export const PAYOUTS_OWED = "payouts_owed";
/** A payment's money, held until its work is done. */
export const heldAccount = (paymentId: string) => `held:${paymentId}`;
/** What Sipalu owes a professional: their balance. */
export const professionalAccount = (userId: string) => `pro:${userId}`;
/** Commission a professional owes Sipalu on cash they were paid. */
export const feesOwedAccount = (userId: string) => `fees_owed:${userId}`;

/**
 * Where a payment's money sits once the gateway confirms it: a job's is held for its professional;
 * an order's or a course fee's is Sipalu's revenue at once (a refund takes it back out of there).
 */
export function paymentAccount(payment: { id: string; orderId: string | null; enrollmentId: string | null }) {
  if (payment.orderId) return REVENUE_SHOP;
  if (payment.enrollmentId) return REVENUE_TRAINING;
  return heldAccount(payment.id);
}

/** Which side an account's balance stays on: assets at or above zero, the rest at or below. */
export function accountSide(account: string): 1 | -1 {
  return account === FUNDS || account.startsWith("fees_owed:") ? 1 : -1;
}

export const TRANSFER_KINDS = [
  "payment",
  "sale",
  "release",
  "refund",
  "refund_sent",
  "late_fee",
  "cash_commission",
  "payout_requested",
  "payout_paid",
  "payout_rejected",
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
