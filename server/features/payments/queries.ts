import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { RELEASE_AFTER_HOURS } from "../../../domain/payments/rules";
import type { Payment } from "../../../domain/payments/schemas";
import type { DbOrTx, Tx } from "../../db/client";
import { jobs, paymentDisputes, payments } from "../../db/schema";
import { appError } from "../../errors";

const HOUR_MS = 60 * 60 * 1000;

export type PaymentRow = typeof payments.$inferSelect;

/** A payment locked for a change of its status (FOR UPDATE): concurrent changes queue behind it. */
export async function lockPayment(tx: Tx, id: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
  if (!row) throw appError("payment.not_found");
  return row;
}

/** The job a payment is for, as much as payments need of it (none for an order's or a course fee's). */
export async function findJobForPayment(db: DbOrTx, jobId: string | null, lock = false) {
  if (!jobId) return undefined;
  const query = db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      customerId: jobs.customerId,
      hiredProfessionalId: jobs.hiredProfessionalId,
      finalPrice: jobs.finalPrice,
      completedAt: jobs.completedAt,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  const [job] = lock ? await query.for("update") : await query;
  return job;
}

/** What a payment pays for: a job, a shop order or an enrolment on a course (exactly one). */
export type Purpose = { jobId?: string | null; orderId?: string | null; enrollmentId?: string | null };

/** The payments of the same job, order or enrolment. */
export function ofPurpose(purpose: Purpose): SQL {
  if (purpose.jobId) return eq(payments.jobId, purpose.jobId);
  if (purpose.orderId) return eq(payments.orderId, purpose.orderId);
  if (purpose.enrollmentId) return eq(payments.enrollmentId, purpose.enrollmentId);
  throw new Error("A payment is for a job, an order or an enrolment");
}

/** The professional a job's payment is for (an order's or a course fee's has none: Sipalu sells them). */
export function professionalOf(payment: PaymentRow): string {
  if (!payment.professionalId) throw new Error(`Payment ${payment.id} has no professional`);
  return payment.professionalId;
}

/**
 * Whether the job, order or enrolment has a payment that settles it: held, released, or cash
 * waiting for the customer's word.
 */
export async function findSettlingPayment(db: DbOrTx, purpose: Purpose) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        ofPurpose(purpose),
        sql`(${payments.status} in ('held', 'released') or (${payments.provider} = 'cash' and ${payments.status} = 'pending'))`,
      ),
    )
    .limit(1);
  return row;
}

/** What a payment is for, by name: its job's title, its course's, or its order's first item's name. */
const purposeTitle = sql<string>`coalesce(
  ${jobs.title},
  (select p.title from training_enrollments e join training_programs p on p.id = e.program_id
    where e.id = ${payments.enrollmentId}),
  (select i.name from order_items i where i.order_id = ${payments.orderId} order by i.name, i.item_id limit 1),
  ''
)`;

export const paymentColumns = {
  payment: payments,
  jobTitle: purposeTitle,
  jobCompletedAt: jobs.completedAt,
  dispute: paymentDisputes,
};

type JoinedRow = {
  payment: PaymentRow;
  jobTitle: string;
  jobCompletedAt: Date | null;
  dispute: typeof paymentDisputes.$inferSelect | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A payment as the API answers it: commission and net of what is not refunded, when it is released. */
export function toPayment({ payment, jobTitle, jobCompletedAt, dispute }: JoinedRow): Payment {
  const percent = Number(payment.commissionPercent);
  const kept = payment.amountPaisa - payment.refundPaisa;
  const commissionPaisa = Math.round((kept * percent) / 100);
  const releaseDue =
    payment.status === "held" && jobCompletedAt && !dispute
      ? new Date(jobCompletedAt.getTime() + RELEASE_AFTER_HOURS * HOUR_MS)
      : null;
  return {
    id: payment.id,
    jobId: payment.jobId,
    orderId: payment.orderId,
    enrollmentId: payment.enrollmentId,
    jobTitle,
    provider: payment.provider,
    status: payment.status,
    amountPaisa: payment.amountPaisa,
    commissionPercent: percent,
    commissionPaisa,
    netPaisa: kept - commissionPaisa,
    refundPaisa: payment.refundPaisa,
    createdAt: payment.createdAt.toISOString(),
    paidAt: iso(payment.paidAt),
    releasedAt: iso(payment.releasedAt),
    refundedAt: iso(payment.refundedAt),
    releaseDueAt: iso(releaseDue),
    dispute: dispute
      ? {
          id: dispute.id,
          reason: dispute.reason,
          outcome: dispute.outcome as "release" | "refund" | "partial" | null,
          refundPaisa: dispute.refundPaisa,
          note: dispute.note,
          createdAt: dispute.createdAt.toISOString(),
          resolvedAt: iso(dispute.resolvedAt),
        }
      : null,
  };
}

function joined(db: DbOrTx) {
  return db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(jobs, eq(jobs.id, payments.jobId))
    .leftJoin(paymentDisputes, eq(paymentDisputes.paymentId, payments.id));
}

export async function findPayment(db: DbOrTx, id: string) {
  const [row] = await joined(db).where(eq(payments.id, id));
  return row ? { row: row.payment, payment: toPayment(row) } : undefined;
}

/** A payment as the API answers it (404 when there is none). */
export async function readPayment(db: DbOrTx, id: string) {
  const found = await findPayment(db, id);
  if (!found) throw appError("payment.not_found");
  return found.payment;
}

/** A job's, an order's or an enrolment's payments, newest first. */
export async function findPurposePayments(db: DbOrTx, purpose: Purpose) {
  const rows = await joined(db).where(ofPurpose(purpose)).orderBy(desc(payments.createdAt));
  return rows.map(toPayment);
}

export { joined as paymentsWithPurposes };
