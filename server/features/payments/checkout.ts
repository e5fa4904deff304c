import { randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/auth/user";
import { rupeesToPaisa } from "../../../domain/paisa";
import { PAYABLE_JOB_STATUSES, type PaymentProvider } from "../../../domain/payments/rules";
import type { CreatePaymentBody, PaymentCheckout } from "../../../domain/payments/schemas";
import type { Db, DbOrTx } from "../../db/client";
import { payments, trainingEnrollments } from "../../db/schema";
import { appError, isUniqueViolation } from "../../errors";
import type { Gateway, GatewayProvider, GatewayStatus } from "./gateway";
import { publishPaymentUpdate } from "./publish";
import { findJobForPayment, findSettlingPayment, lockPayment, type PaymentRow } from "./queries";
import { findSaleToPay } from "./sales";
import { holdPayment } from "./settle";

export type PaymentsContext = {
  db: Db;
  gateways: Record<GatewayProvider, Gateway>;
  commissionPercent: number;
  now: () => Date;
  log?: { warn: (details: object, message: string) => void };
};

const MINUTE_MS = 60 * 1000;
/**
 * The least time between two of a payment's status checks that returns ask for. The return route
 * needs no session (the gateway sends the browser), so without it anyone holding a return link
 * could make Sipalu call the gateway as often as they liked.
 */
export const RETURN_CHECK_GAP_MS = 5 * 1000;
/** A gateway payment nobody finished is given up after this long (Khalti's own links expire in 60 minutes). */
const ABANDONED_AFTER_MS = 24 * 60 * MINUTE_MS;

/**
 * Starts a payment for a job, a shop order or a course fee. A job's customer pays by eSewa or
 * Khalti: the payment is registered with the gateway and the answer says where to send the browser.
 * Its hired professional records cash received instead: the customer then confirms it (or reports a
 * problem). Either way only a job hired at an agreed price, not yet paid, can be. An order or a
 * course fee is paid by its customer through a gateway (findSaleToPay says when).
 */
export async function createPayment(
  context: PaymentsContext,
  user: CurrentUser,
  body: CreatePaymentBody,
  returnOrigin: string,
): Promise<PaymentCheckout> {
  const { db } = context;
  const id = randomUUID();
  let values: typeof payments.$inferInsert;
  let purchaseName: string;
  if (body.jobId) {
    const job = await findJobToPay(db, user, body.jobId, body.provider);
    purchaseName = job.title.slice(0, 100);
    values = {
      id,
      jobId: job.id,
      customerId: job.customerId,
      professionalId: job.professionalId,
      provider: body.provider,
      amountPaisa: job.amountPaisa,
      commissionPercent: context.commissionPercent.toFixed(2),
    };
  } else {
    const sale = await findSaleToPay(db, user, body);
    purchaseName = sale.purchaseName;
    values = {
      id,
      orderId: sale.orderId,
      enrollmentId: sale.enrollmentId,
      customerId: user.id,
      provider: body.provider,
      amountPaisa: sale.amountPaisa,
      // Sipalu sells it itself: no professional, no commission.
      commissionPercent: "0.00",
    };
  }
  const amountPaisa = values.amountPaisa;

  if (body.provider === "cash") {
    await db.transaction(async (tx) => {
      await insertOnce(tx, { ...values, paidAt: context.now() });
      await publishPaymentUpdate(tx, id, user.id);
    });
    return { paymentId: id, status: "pending", redirect: null };
  }
  const gateway = context.gateways[body.provider];
  const returnUrl = `${returnOrigin}/api/payments/${id}/return`;
  const checkout = await gateway
    .start({
      paymentId: id,
      amountPaisa,
      purchaseName,
      successUrl: returnUrl,
      failureUrl: returnUrl,
      websiteUrl: returnOrigin,
      customer: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email ?? undefined },
    })
    .catch((error: unknown) => {
      context.log?.warn(
        { err: error, provider: body.provider },
        "payment gateway refused to start a payment",
      );
      throw appError("payment.gateway_unavailable");
    });
  await insertOnce(db, { ...values, gatewayRef: checkout.gatewayRef });
  return { paymentId: id, status: "pending", redirect: checkout.redirect };
}

/** The job `jobId`, when this user may pay for it (or record its cash) now: its parties and price. */
async function findJobToPay(db: DbOrTx, user: CurrentUser, jobId: string, provider: PaymentProvider) {
  const job = await findJobForPayment(db, jobId);
  if (!job) throw appError("payment.job_not_found");
  const cash = provider === "cash";
  if (cash ? user.id !== job.hiredProfessionalId : user.id !== job.customerId) {
    if (user.id !== job.customerId && user.id !== job.hiredProfessionalId && user.role !== "admin") {
      throw appError("payment.job_not_found");
    }
    throw appError(cash ? "payment.cash_professional_only" : "payment.customer_only");
  }
  const payable = (PAYABLE_JOB_STATUSES as readonly string[]).includes(job.status);
  const amountPaisa = job.finalPrice ? rupeesToPaisa(job.finalPrice) : null;
  if (!payable || !job.hiredProfessionalId || !amountPaisa) throw appError("payment.not_payable");
  if (await findSettlingPayment(db, { jobId: job.id })) throw appError("payment.already_paid");
  return { ...job, professionalId: job.hiredProfessionalId, amountPaisa };
}

/** Writes the payment unless another payment settled the job meanwhile (the partial unique index decides). */
async function insertOnce(db: DbOrTx, values: typeof payments.$inferInsert) {
  try {
    await db.insert(payments).values(values);
  } catch (error) {
    if (isUniqueViolation(error, "payments_job_settled_unique")) throw appError("payment.already_paid");
    throw error;
  }
}

/**
 * Asks the gateway how a payment stands and records what it says: complete for the right amount →
 * held; cancelled or expired → cancelled; anything else stays as it is. The gateway's answer is the
 * only thing that moves money: a browser's return is just the moment to ask.
 */
export async function checkWithGateway(context: PaymentsContext, payment: PaymentRow): Promise<void> {
  if (payment.provider === "cash" || payment.status !== "pending" || !payment.gatewayRef) return;
  const gateway = context.gateways[payment.provider];
  let status: GatewayStatus;
  try {
    status = await gateway.status({ gatewayRef: payment.gatewayRef, amountPaisa: payment.amountPaisa });
  } catch {
    return; // The gateway did not answer: the payment stays pending and is asked about again later.
  }
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    if (locked.status !== "pending") return;
    if (status.state === "completed" && status.amountPaisa === locked.amountPaisa) {
      await holdPayment(tx, locked, status.transactionId, now);
      await publishPaymentUpdate(tx, locked.id, null);
    } else if (status.state === "cancelled" || status.state === "expired") {
      await tx
        .update(payments)
        .set({ status: "cancelled", checkedAt: now })
        .where(eq(payments.id, locked.id));
    } else if (status.state === "completed" || status.state === "refunded") {
      // Paid, but not what Sipalu asked for (or already given back): never counted as paid.
      await tx.update(payments).set({ status: "failed", checkedAt: now }).where(eq(payments.id, locked.id));
    } else {
      await tx.update(payments).set({ checkedAt: now }).where(eq(payments.id, locked.id));
    }
  });
}

/**
 * The browser is back from the gateway. What it brings is read only to check it is about this
 * payment (eSewa's signed data, Khalti's pidx); the gateway's status API then says what happened.
 * Answers the page the browser is sent on to: the job in My Jobs, the order, or the course, with
 * the payment named so the page can say how it went.
 */
export async function returnFromGateway(
  context: PaymentsContext,
  paymentId: string,
  query: Record<string, unknown>,
): Promise<{ page: string; status: string }> {
  const [payment] = await context.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw appError("payment.not_found");
  if (payment.provider !== "cash") {
    const claim = context.gateways[payment.provider].readReturn(query);
    // A return about another payment (or a forged one) is no reason to ask; asking is harmless, though.
    if ((!claim || claim.gatewayRef === payment.gatewayRef) && (await claimReturnCheck(context, paymentId))) {
      await checkWithGateway(context, payment);
    }
  }
  const [after] = await context.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return { page: await pageOf(context.db, payment), status: after?.status ?? payment.status };
}

/** Where a payment is shown: its job in My Jobs, its order, or its enrolment's course. */
async function pageOf(db: DbOrTx, payment: PaymentRow): Promise<string> {
  const named = `payment=${payment.id}`;
  if (payment.jobId) return `/jobs?view=mine&job=${payment.jobId}&${named}`;
  if (payment.orderId) return `/orders/${payment.orderId}?${named}`;
  const [enrollment] = await db
    .select({ programId: trainingEnrollments.programId })
    .from(trainingEnrollments)
    .where(eq(trainingEnrollments.id, payment.enrollmentId ?? ""));
  return enrollment ? `/training/${enrollment.programId}?${named}` : "/training";
}

/**
 * Whether this return may ask the gateway: the payment is pending and was not asked about in the
 * last RETURN_CHECK_GAP_MS. One statement marks it asked, so of many returns at once one asks.
 */
async function claimReturnCheck(context: PaymentsContext, paymentId: string): Promise<boolean> {
  const now = context.now();
  const claimed = await context.db
    .update(payments)
    .set({ checkedAt: now })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, "pending"),
        sql`(${payments.checkedAt} is null or ${payments.checkedAt} <= ${new Date(now.getTime() - RETURN_CHECK_GAP_MS)})`,
      ),
    )
    .returning({ id: payments.id });
  return claimed.length > 0;
}

/**
 * Asks the gateways about payments left pending (the browser never came back), at most once a
 * minute each, and gives up on those older than a day.
 */
export async function checkPendingPayments(context: PaymentsContext): Promise<void> {
  const now = context.now();
  const due = await context.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        sql`${payments.provider} <> 'cash'`,
        sql`coalesce(${payments.checkedAt}, ${payments.createdAt}) < ${new Date(now.getTime() - MINUTE_MS)}`,
      ),
    )
    .limit(50);
  for (const payment of due) await checkWithGateway(context, payment);
  await context.db
    .update(payments)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(payments.status, "pending"),
        sql`${payments.provider} <> 'cash'`,
        lt(payments.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    );
}
