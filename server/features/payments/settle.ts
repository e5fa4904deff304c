import { and, eq, isNull, sql } from "drizzle-orm";
import {
  COMMISSION,
  FUNDS,
  feesOwedAccount,
  heldAccount,
  PAYOUTS_OWED,
  paymentAccount,
  professionalAccount,
  REFUNDS_OWED,
} from "../../../domain/payments/accounts";
import { commissionOf } from "../../../domain/payments/rules";
import type { DbOrTx, Tx } from "../../db/client";
import { bookingFees, bookings, payments } from "../../db/schema";
import { balanceOf, type Entry, postTransfer } from "./ledger";
import { publishPaymentUpdate } from "./publish";
import { findSettlingPayment, ofPurpose, type PaymentRow, professionalOf } from "./queries";
import { fulfilSale, lockSaleForCapture } from "./sales";

/**
 * Every change of a professional's balance takes this lock first (a transaction-scoped advisory
 * lock on their account), so a payout request and a release never read the same balance.
 */
export async function lockProfessionalMoney(tx: Tx, professionalId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${professionalAccount(professionalId)}))`);
}

/**
 * Money for a professional: their balance, less what they owe Sipalu in commission on cash (which
 * is settled from it first, as far as it goes).
 */
async function creditProfessional(tx: Tx, professionalId: string, netPaisa: number): Promise<Entry[]> {
  await lockProfessionalMoney(tx, professionalId);
  const owed = await balanceOf(tx, feesOwedAccount(professionalId));
  const settled = Math.min(Math.max(owed, 0), Math.max(netPaisa, 0));
  return [
    { account: professionalAccount(professionalId), amountPaisa: -(netPaisa - settled) },
    { account: feesOwedAccount(professionalId), amountPaisa: -settled },
  ];
}

/** What of `keptPaisa` is Sipalu's commission and what the professional's. */
function split(payment: PaymentRow, keptPaisa: number) {
  const commission = commissionOf(keptPaisa, Number(payment.commissionPercent));
  return { commission, net: keptPaisa - commission };
}

/** Locks a job's row and says whether money for it must go straight back (called off, or paid already). */
async function lockJobForCapture(tx: Tx, payment: PaymentRow): Promise<{ returned: boolean }> {
  const [job] = await tx
    .execute<{ status: string }>(sql`select status from jobs where id = ${payment.jobId} for update`)
    .then((result) => result.rows);
  return { returned: Boolean(await findSettlingPayment(tx, payment)) || job?.status === "cancelled" };
}

/**
 * A gateway said the payment is complete: its money comes in. A job's is held for its professional;
 * an order's or a course fee's is Sipalu's revenue at once (the order shows the wallet, the
 * enrolment becomes enrolled). Money for a job, order or enrolment called off meanwhile, or that
 * another payment already settled (two tabs), comes in and goes straight back in full. Asked again
 * (a duplicated callback, a second look), it changes nothing: only a pending payment moves.
 */
export async function holdPayment(tx: Tx, payment: PaymentRow, transactionId: string | null, now: Date) {
  if (payment.status !== "pending") return false;
  const job = Boolean(payment.jobId);
  const { returned } = job ? await lockJobForCapture(tx, payment) : await lockSaleForCapture(tx, payment);
  const captured = job ? "held" : "released";
  await tx
    .update(payments)
    .set({
      status: returned ? "refunded" : captured,
      paidAt: now,
      releasedAt: job ? null : now,
      transactionId,
      checkedAt: now,
    })
    .where(eq(payments.id, payment.id));
  await postTransfer(tx, {
    at: now,
    kind: job ? "payment" : "sale",
    paymentId: payment.id,
    entries: [
      { account: FUNDS, amountPaisa: payment.amountPaisa },
      { account: paymentAccount(payment), amountPaisa: -payment.amountPaisa },
    ],
  });
  if (returned) {
    await refundPayment(tx, { ...payment, status: captured, transactionId }, payment.amountPaisa, now);
  } else if (!job) {
    await fulfilSale(tx, payment);
  }
  return true;
}

/** Held money goes to the professional, less Sipalu's commission. */
export async function releasePayment(tx: Tx, payment: PaymentRow, now: Date) {
  const { commission, net } = split(payment, payment.amountPaisa);
  await tx.update(payments).set({ status: "released", releasedAt: now }).where(eq(payments.id, payment.id));
  await postTransfer(tx, {
    at: now,
    kind: "release",
    paymentId: payment.id,
    entries: [
      { account: heldAccount(payment.id), amountPaisa: payment.amountPaisa },
      { account: COMMISSION, amountPaisa: -commission },
      ...(await creditProfessional(tx, professionalOf(payment), net)),
    ],
  });
}

/**
 * Held money (or a sale's revenue) given back: `refundPaisa` of it to the customer (sent through the gateway by
 * sendOwedRefunds, or by an admin for eSewa), the rest to the professional less commission (a
 * partial refund, or a late-cancellation fee).
 */
export async function refundPayment(
  tx: Tx,
  payment: PaymentRow,
  refundPaisa: number,
  now: Date,
  kind: "refund" | "late_fee" = "refund",
) {
  const kept = payment.amountPaisa - refundPaisa;
  const { commission, net } = split(payment, kept);
  await tx
    .update(payments)
    .set({
      status: kept > 0 && refundPaisa === 0 ? "released" : "refunded",
      refundPaisa,
      refundedAt: refundPaisa > 0 ? now : null,
      releasedAt: kept > 0 ? now : payment.releasedAt,
    })
    .where(eq(payments.id, payment.id));
  // A sale is refunded in full (its revenue gives back all it took); a job's held money all leaves.
  const taken = payment.jobId ? payment.amountPaisa : refundPaisa;
  await postTransfer(tx, {
    at: now,
    kind,
    paymentId: payment.id,
    entries: [
      { account: paymentAccount(payment), amountPaisa: taken },
      { account: REFUNDS_OWED, amountPaisa: -refundPaisa },
      { account: COMMISSION, amountPaisa: -commission },
      ...(kept > 0 ? await creditProfessional(tx, professionalOf(payment), net) : []),
    ],
  });
}

/** The customer confirms cash the professional recorded: Sipalu's commission on it is owed by the professional. */
export async function confirmCash(tx: Tx, payment: PaymentRow, now: Date) {
  const { commission } = split(payment, payment.amountPaisa);
  await tx
    .update(payments)
    .set({ status: "released", paidAt: payment.paidAt ?? now, releasedAt: now })
    .where(eq(payments.id, payment.id));
  const professionalId = professionalOf(payment);
  await lockProfessionalMoney(tx, professionalId);
  await postTransfer(tx, {
    at: now,
    kind: "cash_commission",
    paymentId: payment.id,
    entries: [
      { account: feesOwedAccount(professionalId), amountPaisa: commission },
      { account: COMMISSION, amountPaisa: -commission },
    ],
  });
}

/** A refund sent back through the gateway (or settled by an admin): it leaves Sipalu's funds. */
export async function recordRefundSent(tx: Tx, payment: PaymentRow, reference: string | null, now: Date) {
  await tx
    .update(payments)
    .set({ refundSettledAt: now, refundReference: reference })
    .where(eq(payments.id, payment.id));
  await postTransfer(tx, {
    at: now,
    kind: "refund_sent",
    paymentId: payment.id,
    entries: [
      { account: REFUNDS_OWED, amountPaisa: payment.refundPaisa },
      { account: FUNDS, amountPaisa: -payment.refundPaisa },
    ],
  });
}

/**
 * A job was called off (by either side, or a booking's cancellation): its held payment goes back to
 * the customer, less the late-cancellation fee the booking recorded, which goes to the professional
 * (less commission) and is marked charged. Cash waiting for the customer's word is dropped. Runs in
 * the cancelling transaction, so the refund is decided with the cancellation or not at all.
 */
export async function settleCancelledJob(tx: Tx, jobId: string, now: Date) {
  await tx
    .update(payments)
    .set({ status: "cancelled" })
    .where(and(eq(payments.jobId, jobId), eq(payments.provider, "cash"), eq(payments.status, "pending")));
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.jobId, jobId), eq(payments.status, "held")))
    .for("update");
  if (!payment) return;
  const fee = await unchargedFee(tx, jobId);
  const feePaisa = Math.min(fee?.paisa ?? 0, payment.amountPaisa);
  await refundPayment(tx, payment, payment.amountPaisa - feePaisa, now, feePaisa > 0 ? "late_fee" : "refund");
  if (fee) await tx.update(bookingFees).set({ chargedAt: now }).where(eq(bookingFees.id, fee.id));
  await publishPaymentUpdate(tx, payment.id, null);
}

/**
 * An order or an enrolment was cancelled: the payment that paid it goes back to the customer in
 * full (Khalti's through its refund API, by sendOwedRefunds; eSewa's by an admin). Runs in the
 * cancelling transaction, so the refund is decided with the cancellation or not at all. Answers the
 * refunded payment's id, if one was.
 */
export async function refundCancelledSale(
  tx: Tx,
  sale: { orderId: string } | { enrollmentId: string },
  now: Date,
): Promise<string | undefined> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(ofPurpose(sale), eq(payments.status, "released")))
    .for("update");
  if (!payment) return undefined;
  await refundPayment(tx, payment, payment.amountPaisa, now);
  return payment.id;
}

async function unchargedFee(db: DbOrTx, jobId: string) {
  const [fee] = await db
    .select({ id: bookingFees.id, amount: bookingFees.amount })
    .from(bookingFees)
    .innerJoin(bookings, eq(bookings.id, bookingFees.bookingId))
    .where(and(eq(bookings.jobId, jobId), isNull(bookingFees.chargedAt)));
  return fee ? { id: fee.id, paisa: Math.round(Number(fee.amount) * 100) } : undefined;
}

/** A payout requested: the amount leaves the professional's balance and waits to be sent. */
export async function reservePayout(tx: Tx, professionalId: string, payoutId: string, amountPaisa: number) {
  await postTransfer(tx, {
    kind: "payout_requested",
    payoutId,
    entries: [
      { account: professionalAccount(professionalId), amountPaisa },
      { account: PAYOUTS_OWED, amountPaisa: -amountPaisa },
    ],
  });
}

/** A payout sent (it leaves Sipalu's funds) or rejected (it returns to the balance). */
export async function settlePayout(
  tx: Tx,
  payout: { id: string; professionalId: string; amountPaisa: number },
  outcome: "paid" | "rejected",
) {
  await postTransfer(tx, {
    kind: outcome === "paid" ? "payout_paid" : "payout_rejected",
    payoutId: payout.id,
    entries: [
      { account: PAYOUTS_OWED, amountPaisa: payout.amountPaisa },
      outcome === "paid"
        ? { account: FUNDS, amountPaisa: -payout.amountPaisa }
        : { account: professionalAccount(payout.professionalId), amountPaisa: -payout.amountPaisa },
    ],
  });
}
