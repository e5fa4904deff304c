import { and, asc, eq, isNotNull } from "drizzle-orm";
import { rupeesToPaisa } from "../../../domain/paisa";
import { RELEASE_AFTER_HOURS } from "../../../domain/payments/rules";
import { lockPayment } from "../../features/payments/queries";
import { holdPayment, releasePayment } from "../../features/payments/settle";
import type { Tx } from "../client";
import { jobs, payments } from "../schema";

const HOUR_MS = 3_600_000;

/**
 * The demo professional's completed jobs were paid through eSewa and Khalti in turn, each on the day
 * it was completed, and released three days later unless that is still to come: his balance,
 * held money and statement come from these payments through the ledger, as the app writes them.
 */
export async function seedDemoPayments(tx: Tx, professionalId: string, commissionPercent: number, now: Date) {
  const done = await tx
    .select({
      id: jobs.id,
      customerId: jobs.customerId,
      finalPrice: jobs.finalPrice,
      completedAt: jobs.completedAt,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.hiredProfessionalId, professionalId),
        eq(jobs.status, "completed"),
        isNotNull(jobs.finalPrice),
        isNotNull(jobs.completedAt),
      ),
    )
    .orderBy(asc(jobs.completedAt));
  for (const [index, job] of done.entries()) {
    const amountPaisa = job.finalPrice ? rupeesToPaisa(job.finalPrice) : null;
    if (!amountPaisa || !job.completedAt) continue;
    const provider = index % 2 === 0 ? "esewa" : "khalti";
    const [row] = await tx
      .insert(payments)
      .values({
        jobId: job.id,
        customerId: job.customerId,
        professionalId,
        provider,
        amountPaisa,
        commissionPercent: commissionPercent.toFixed(2),
        gatewayRef: `demo-${provider}-${index + 1}`,
        createdAt: new Date(job.completedAt.getTime() - 2 * HOUR_MS),
      })
      .returning({ id: payments.id });
    if (!row) continue;
    const paidAt = new Date(job.completedAt.getTime() - 2 * HOUR_MS);
    await holdPayment(tx, await lockPayment(tx, row.id), `DEMO${String(index + 1).padStart(6, "0")}`, paidAt);
    const releaseAt = new Date(job.completedAt.getTime() + RELEASE_AFTER_HOURS * HOUR_MS);
    if (releaseAt.getTime() <= now.getTime())
      await releasePayment(tx, await lockPayment(tx, row.id), releaseAt);
  }
}
