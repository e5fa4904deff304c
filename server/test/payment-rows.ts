/**
 * Payments written straight into a test database through the payments' own money functions (so the
 * ledger stays whole), past the gateways: for the authorization matrix and the fuzzer.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { JobStatus } from "../../domain/jobs/status";
import type { Db } from "../db/client";
import { paymentDisputes, payments, payouts } from "../db/schema";
import { lockPayment } from "../features/payments/queries";
import { holdPayment, refundPayment, releasePayment, reservePayout } from "../features/payments/settle";
import { insertJob } from "./rows";

/** A job of `customerId` that `professionalId` is hired on at NPR 2,200, in `status`. */
export async function pricedJob(
  db: Db,
  customerId: string,
  professionalId: string,
  status: JobStatus = "accepted",
) {
  const now = new Date();
  const { id } = await insertJob(db, customerId, {
    status,
    hiredProfessionalId: professionalId,
    finalPrice: "2200.00",
    acceptedAt: now,
    startedAt: status === "in-progress" || status === "completed" ? now : null,
    completedAt: status === "completed" ? now : null,
  });
  return id;
}

type PaymentState = "pending" | "cash" | "held" | "released" | "refunded";

/**
 * A payment of NPR 2,200 for a new job of theirs (completed unless `jobStatus` says otherwise), in
 * `state`: pending at eSewa, cash waiting for the customer's word, held, released, or refunded by
 * eSewa (waiting for an admin to settle).
 */
export async function insertPayment(
  db: Db,
  customerId: string,
  professionalId: string,
  state: PaymentState,
  jobStatus: JobStatus = "completed",
): Promise<string> {
  const jobId = await pricedJob(db, customerId, professionalId, jobStatus);
  const id = randomUUID();
  const cash = state === "cash";
  await db.insert(payments).values({
    id,
    jobId,
    customerId,
    professionalId,
    provider: cash ? "cash" : "esewa",
    amountPaisa: 220000,
    commissionPercent: "10.00",
    gatewayRef: cash ? null : `${id}-test`,
  });
  if (state === "pending" || cash) return id;
  const now = new Date();
  await db.transaction(async (tx) => {
    await holdPayment(tx, await lockPayment(tx, id), "TEST-TXN", now);
    if (state === "released") await releasePayment(tx, await lockPayment(tx, id), now);
    if (state === "refunded") await refundPayment(tx, await lockPayment(tx, id), 220000, now);
  });
  return id;
}

/** A held payment with a problem reported by its customer: the dispute's id. */
export async function insertDispute(db: Db, customerId: string, professionalId: string): Promise<string> {
  const paymentId = await insertPayment(db, customerId, professionalId, "held");
  const [row] = await db
    .insert(paymentDisputes)
    .values({ paymentId, openedBy: customerId, reason: "The tap still drips." })
    .returning({ id: paymentDisputes.id });
  if (!row) throw new Error("no dispute");
  return row.id;
}

/** NPR 1,980 released to the professional, and a payout of NPR 500 of it requested: the payout's id. */
export async function insertPayout(db: Db, customerId: string, professionalId: string): Promise<string> {
  await insertPayment(db, customerId, professionalId, "released");
  const [row] = await db
    .insert(payouts)
    .values({ professionalId, amountPaisa: 50000, method: "esewa", destination: "+9779841234567" })
    .returning({ id: payouts.id });
  if (!row) throw new Error("no payout");
  await db.transaction((tx) => reservePayout(tx, professionalId, row.id, 50000));
  return row.id;
}

/** The job a payment is for. */
export async function jobOfPayment(db: Db, paymentId: string) {
  const [row] = await db.select({ jobId: payments.jobId }).from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error("no payment");
  return row.jobId;
}
