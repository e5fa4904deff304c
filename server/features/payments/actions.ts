import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/auth/user";
import { DISPUTE_WINDOW_HOURS, RELEASE_AFTER_HOURS } from "../../../domain/payments/rules";
import type { DisputeBody, ResolveDisputeBody } from "../../../domain/payments/schemas";
import type { Tx } from "../../db/client";
import { jobs, paymentDisputes, payments } from "../../db/schema";
import { appError } from "../../errors";
import type { PaymentsContext } from "./checkout";
import { publishPaymentUpdate } from "./publish";
import { findJobForPayment, lockPayment, type PaymentRow, readPayment } from "./queries";
import { confirmCash, recordRefundSent, refundPayment, releasePayment } from "./settle";

const HOUR_MS = 60 * 60 * 1000;

/** The payment, locked, when this user is its customer. */
async function lockOwnPayment(tx: Tx, user: CurrentUser, id: string) {
  const payment = await lockPayment(tx, id);
  if (payment.customerId !== user.id) {
    throw appError(payment.professionalId === user.id ? "payment.forbidden" : "payment.not_found");
  }
  return payment;
}

async function openDisputeOf(tx: Tx, paymentId: string) {
  const [dispute] = await tx
    .select({ id: paymentDisputes.id })
    .from(paymentDisputes)
    .where(and(eq(paymentDisputes.paymentId, paymentId), isNull(paymentDisputes.resolvedAt)));
  return dispute;
}

/** The customer says the work is done: the held money goes to the professional now. */
export async function confirmCompletion(context: PaymentsContext, user: CurrentUser, id: string) {
  await context.db.transaction(async (tx) => {
    const payment = await lockOwnPayment(tx, user, id);
    if (payment.status !== "held") throw appError("payment.not_held");
    const job = await findJobForPayment(tx, payment.jobId);
    if (job?.status !== "completed") throw appError("payment.not_completed");
    if (await openDisputeOf(tx, payment.id)) throw appError("payment.already_disputed");
    await releasePayment(tx, payment, context.now());
    await publishPaymentUpdate(tx, payment.id, user.id);
  });
  return readPayment(context.db, id);
}

/** The customer confirms the cash their professional says they received. */
export async function confirmCashPayment(context: PaymentsContext, user: CurrentUser, id: string) {
  await context.db.transaction(async (tx) => {
    const payment = await lockOwnPayment(tx, user, id);
    if (payment.provider !== "cash" || payment.status !== "pending") throw appError("payment.not_cash");
    if (await openDisputeOf(tx, payment.id)) throw appError("payment.already_disputed");
    await confirmCash(tx, payment, context.now());
    await publishPaymentUpdate(tx, payment.id, user.id);
  });
  return readPayment(context.db, id);
}

/**
 * The customer reports a problem: until an admin decides, the money stays held (or the cash
 * unconfirmed). Open while the work goes on and for 72 hours after it is completed.
 */
export async function openDispute(
  context: PaymentsContext,
  user: CurrentUser,
  id: string,
  body: DisputeBody,
) {
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const payment = await lockOwnPayment(tx, user, id);
    const disputable =
      payment.status === "held" || (payment.provider === "cash" && payment.status === "pending");
    if (!disputable) throw appError("payment.not_held");
    const job = await findJobForPayment(tx, payment.jobId);
    const windowEnds = job?.completedAt && job.completedAt.getTime() + DISPUTE_WINDOW_HOURS * HOUR_MS;
    if (windowEnds && windowEnds < now.getTime()) throw appError("payment.dispute_window_closed");
    const inserted = await tx
      .insert(paymentDisputes)
      .values({ paymentId: payment.id, openedBy: user.id, reason: body.reason.trim(), createdAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentDisputes.id });
    if (inserted.length === 0) throw appError("payment.already_disputed");
    await publishPaymentUpdate(tx, payment.id, user.id, "opened");
  });
  return readPayment(context.db, id);
}

/**
 * An admin decides a dispute: release to the professional, refund the customer in full, or refund
 * part (the rest to the professional, less commission). Cash: release confirms it; a refund means
 * it was never paid (the payment fails, nothing moves); a part of cash cannot be refunded.
 */
export async function resolveDispute(
  context: PaymentsContext,
  admin: CurrentUser,
  disputeId: string,
  body: ResolveDisputeBody,
) {
  const now = context.now();
  const paymentId = await context.db.transaction(async (tx) => {
    const [dispute] = await tx
      .select()
      .from(paymentDisputes)
      .where(eq(paymentDisputes.id, disputeId))
      .for("update");
    if (!dispute) throw appError("dispute.not_found");
    if (dispute.resolvedAt) throw appError("dispute.resolved");
    const payment = await lockPayment(tx, dispute.paymentId);
    const cash = payment.provider === "cash";
    const refundPaisa =
      body.outcome === "refund"
        ? payment.amountPaisa
        : body.outcome === "partial"
          ? (body.refundPaisa ?? 0)
          : 0;
    if (body.outcome === "partial" && (cash || refundPaisa <= 0 || refundPaisa >= payment.amountPaisa)) {
      throw appError("dispute.partial_amount");
    }
    if (cash) {
      if (body.outcome === "release") await confirmCash(tx, payment, now);
      else await tx.update(payments).set({ status: "failed" }).where(eq(payments.id, payment.id));
    } else if (body.outcome === "release") {
      await releasePayment(tx, payment, now);
    } else {
      await refundPayment(tx, payment, refundPaisa, now);
    }
    await tx
      .update(paymentDisputes)
      .set({
        outcome: body.outcome,
        refundPaisa: cash ? null : refundPaisa,
        note: body.note.trim(),
        resolvedBy: admin.id,
        resolvedAt: now,
      })
      .where(eq(paymentDisputes.id, dispute.id));
    await publishPaymentUpdate(tx, payment.id, admin.id, "resolved");
    return payment.id;
  });
  await sendOwedRefunds(context, paymentId);
  return readPayment(context.db, paymentId);
}

/**
 * Sends refunds decided and not yet sent back through Khalti's refund API (eSewa has none: an admin
 * settles those by hand). One payment's, or every one waiting (the sweep).
 */
export async function sendOwedRefunds(context: PaymentsContext, paymentId?: string) {
  const owed = await context.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, "khalti"),
        sql`${payments.refundPaisa} > 0`,
        isNull(payments.refundSettledAt),
        paymentId ? eq(payments.id, paymentId) : undefined,
      ),
    )
    .limit(20);
  for (const payment of owed) {
    const { gatewayRef, transactionId } = payment;
    if (!gatewayRef || !transactionId) continue;
    const sent = await refundAtKhalti(context, { ...payment, gatewayRef, transactionId }).catch(
      (error: unknown) => {
        context.log?.warn({ err: error, paymentId: payment.id }, "Khalti refund not sent; tried again later");
        return false;
      },
    );
    if (!sent) continue;
    await context.db.transaction(async (tx) => {
      const locked = await lockPayment(tx, payment.id);
      if (!locked.refundSettledAt) await recordRefundSent(tx, locked, locked.transactionId, context.now());
    });
  }
}

/**
 * Refunds a payment at Khalti, unless Khalti already has (an earlier call that answered nothing may
 * have got through): its lookup is asked first, so a retry never refunds twice.
 */
async function refundAtKhalti(
  context: PaymentsContext,
  payment: PaymentRow & { gatewayRef: string; transactionId: string },
) {
  const khalti = context.gateways.khalti;
  const status = await khalti.status({ gatewayRef: payment.gatewayRef, amountPaisa: payment.amountPaisa });
  if (status.state === "refunded") return true;
  return khalti.refund({
    gatewayRef: payment.gatewayRef,
    transactionId: payment.transactionId,
    amountPaisa: payment.refundPaisa,
    fullAmountPaisa: payment.amountPaisa,
  });
}

/** An admin settles an eSewa refund by hand, under the reference eSewa gave it. */
export async function settleRefund(context: PaymentsContext, paymentId: string, reference: string) {
  await context.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment.refundPaisa === 0 || payment.refundSettledAt) throw appError("refund.not_owed");
    await recordRefundSent(tx, payment, reference.trim(), context.now());
  });
  return readPayment(context.db, paymentId);
}

/**
 * Held money for work completed 72 hours ago with no problem reported goes to the professional;
 * cash the customer neither confirmed nor disputed by then counts as confirmed.
 */
export async function releaseDuePayments(context: PaymentsContext) {
  const now = context.now();
  const due = await context.db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(jobs, eq(jobs.id, payments.jobId))
    .leftJoin(paymentDisputes, eq(paymentDisputes.paymentId, payments.id))
    .where(
      and(
        sql`(${payments.status} = 'held' or (${payments.provider} = 'cash' and ${payments.status} = 'pending'))`,
        eq(jobs.status, "completed"),
        lt(jobs.completedAt, new Date(now.getTime() - RELEASE_AFTER_HOURS * HOUR_MS)),
        isNull(paymentDisputes.id),
      ),
    )
    .limit(100);
  for (const { id } of due) {
    await context.db.transaction(async (tx) => {
      const payment = await lockPayment(tx, id);
      if (await openDisputeOf(tx, id)) return;
      if (payment.status === "held") await releasePayment(tx, payment, now);
      else if (payment.provider === "cash" && payment.status === "pending")
        await confirmCash(tx, payment, now);
      else return;
      await publishPaymentUpdate(tx, payment.id, null);
    });
  }
}
