import type { reviews } from "../schema";
import type { SeededJob } from "./jobs";
import type { Random } from "./random";

const HOUR_MS = 3_600_000;

/** The customer's review of each completed job that has one, written a few hours after completion. */
export function buildReviews(random: Random, jobs: SeededJob[], now: Date) {
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const job of jobs) {
    const review = job.seed.review;
    if (!review || !job.hired || !job.completedAt) continue;
    const writtenAt = job.completedAt.getTime() + random.int(1, 20) * HOUR_MS;
    rows.push({
      id: random.uuid(),
      jobId: job.id,
      customerId: job.customer.id,
      professionalId: job.hired.id,
      rating: review.rating,
      comment: review.comment,
      bonusPaid: (review.bonus ?? 0).toFixed(2),
      createdAt: new Date(Math.min(writtenAt, now.getTime())),
    });
  }
  return rows;
}
