import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { jobs, payments } from "../../db/schema";
import { publish } from "../events/publish";

/** Tells both sides of a payment's job where it stands now, when the transaction that moved it commits. */
export async function publishPaymentUpdate(
  tx: Tx,
  paymentId: string,
  actorId: string | null,
  dispute?: "opened" | "resolved",
) {
  const [row] = await tx
    .select({
      customerId: payments.customerId,
      professionalId: payments.professionalId,
      jobId: payments.jobId,
      status: payments.status,
      jobTitle: jobs.title,
    })
    .from(payments)
    .innerJoin(jobs, eq(jobs.id, payments.jobId))
    .where(eq(payments.id, paymentId));
  // An order's or a course fee's payment has no job, nor anyone else to tell: its page asks.
  if (!row?.jobId || !row.professionalId) return;
  await publish(tx, [row.customerId, row.professionalId], {
    type: "payment.updated",
    paymentId,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    status: row.status,
    ...(dispute ? { dispute } : {}),
    actorId,
  });
}
