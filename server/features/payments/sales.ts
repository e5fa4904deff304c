import { and, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/auth/user";
import { rupeesToPaisa } from "../../../domain/paisa";
import type { CreatePaymentBody } from "../../../domain/payments/schemas";
import type { DbOrTx, Tx } from "../../db/client";
import { orders, trainingEnrollments, trainingPrograms } from "../../db/schema";
import { appError } from "../../errors";
import { findSettlingPayment, type PaymentRow } from "./queries";

// What Sipalu sells itself, paid through eSewa or Khalti: a shop order, a course fee. Its money is
// Sipalu's revenue as soon as the gateway confirms it; no professional takes part.

/** An order or an enrolment of this customer that can be paid now: what it costs and what to call it. */
export type Sale = {
  orderId: string | null;
  enrollmentId: string | null;
  amountPaisa: number;
  purchaseName: string;
};

/**
 * The order or course fee `body` names, when this user may pay it now: their own (anyone else's is
 * not found), an order still placed and not yet paid, an enrolment waiting for its fee. The amount
 * is the database's (the order's total, the fee when they enrolled), never the browser's.
 */
export async function findSaleToPay(db: DbOrTx, user: CurrentUser, body: CreatePaymentBody): Promise<Sale> {
  if (body.provider === "cash") throw appError("payment.sale_cash");
  if (body.orderId) {
    const [order] = await db
      .select({ id: orders.id, userId: orders.userId, status: orders.status, total: orders.total })
      .from(orders)
      .where(eq(orders.id, body.orderId));
    if (!order || order.userId !== user.id) throw appError("payment.order_not_found");
    if (order.status !== "placed") throw appError("payment.order_not_payable", { status: order.status });
    if (await findSettlingPayment(db, { orderId: order.id })) throw appError("payment.order_paid");
    const amountPaisa = rupeesToPaisa(order.total) ?? 0;
    if (amountPaisa <= 0) throw appError("payment.order_not_payable", { status: order.status });
    return {
      orderId: order.id,
      enrollmentId: null,
      amountPaisa,
      purchaseName: `Sipalu order ${order.id.slice(0, 8)}`,
    };
  }
  const [enrollment] = body.enrollmentId
    ? await db
        .select({
          id: trainingEnrollments.id,
          userId: trainingEnrollments.userId,
          status: trainingEnrollments.status,
          price: trainingEnrollments.price,
          title: trainingPrograms.title,
        })
        .from(trainingEnrollments)
        .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingEnrollments.programId))
        .where(eq(trainingEnrollments.id, body.enrollmentId))
    : [];
  if (!enrollment || enrollment.userId !== user.id) throw appError("payment.enrollment_not_found");
  const amountPaisa = rupeesToPaisa(enrollment.price) ?? 0;
  if (enrollment.status !== "pending-payment" || amountPaisa <= 0) {
    throw appError("payment.enrollment_not_payable");
  }
  return {
    orderId: null,
    enrollmentId: enrollment.id,
    amountPaisa,
    purchaseName: enrollment.title.slice(0, 100),
  };
}

/**
 * The gateway confirmed a sale's money: locks its order or enrolment and says whether the money must
 * go straight back (the order was cancelled meanwhile, the enrolment cancelled, or another payment
 * paid it first: two tabs).
 */
export async function lockSaleForCapture(tx: Tx, payment: PaymentRow): Promise<{ returned: boolean }> {
  const table = payment.orderId ? "orders" : "training_enrollments";
  const id = payment.orderId ?? payment.enrollmentId;
  const [row] = await tx
    .execute<{ status: string }>(sql`select status from ${sql.identifier(table)} where id = ${id} for update`)
    .then((result) => result.rows);
  const paidBefore = Boolean(await findSettlingPayment(tx, payment));
  return { returned: paidBefore || !row || row.status === "cancelled" };
}

/**
 * A sale's money is in: the order shows the wallet it was paid with, the enrolment becomes enrolled.
 * In the transaction that captures the money.
 */
export async function fulfilSale(tx: Tx, payment: PaymentRow) {
  if (payment.orderId) {
    await tx
      .update(orders)
      .set({ paymentMethod: payment.provider, updatedAt: sql`now()` })
      .where(eq(orders.id, payment.orderId));
  } else if (payment.enrollmentId) {
    await tx
      .update(trainingEnrollments)
      .set({ status: "enrolled", updatedAt: sql`now()` })
      .where(
        and(
          eq(trainingEnrollments.id, payment.enrollmentId),
          eq(trainingEnrollments.status, "pending-payment"),
        ),
      );
  }
}

/** Whether this user may see the payments of the order or enrolment the query names: its customer, or an admin. */
export async function mayReadSale(
  db: DbOrTx,
  user: CurrentUser,
  purpose: { orderId?: string; enrollmentId?: string },
): Promise<boolean> {
  const table = purpose.orderId ? orders : trainingEnrollments;
  const id = purpose.orderId ?? purpose.enrollmentId ?? "";
  const [row] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, id));
  return Boolean(row) && (row?.userId === user.id || user.role === "admin");
}
