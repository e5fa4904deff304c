import { and, eq, sql } from "drizzle-orm";
import type { JobStatus } from "../../../domain/job-status";
import type { DbOrTx } from "../../db/client";
import { bids, jobStatusEvents, jobs, reviews, users } from "../../db/schema";

type JobPatch = Partial<
  Pick<
    typeof jobs.$inferInsert,
    | "hiredProfessionalId"
    | "finalPrice"
    | "dispatchedAt"
    | "acceptedAt"
    | "startedAt"
    | "completedAt"
    | "actualDuration"
  >
>;

/**
 * Moves a job from `from` to `to` only if it is still in `from`: of two racing changes, the second
 * waits for the first's row lock, then finds the status changed and updates nothing (false).
 */
export async function moveJob(db: DbOrTx, id: string, from: JobStatus, to: JobStatus, patch: JobPatch = {}) {
  const moved = await db
    .update(jobs)
    .set({ ...patch, status: to })
    .where(and(eq(jobs.id, id), eq(jobs.status, from)))
    .returning({ id: jobs.id });
  return moved.length === 1;
}

export async function insertStatusEvent(db: DbOrTx, values: typeof jobStatusEvents.$inferInsert) {
  await db.insert(jobStatusEvents).values(values);
}

/** Every pending bid of a job rejected, except `acceptedBidId`, which is accepted; the bids settled. */
export function settleBids(db: DbOrTx, jobId: string, acceptedBidId: string | null) {
  return db
    .update(bids)
    .set({
      status: acceptedBidId
        ? sql`case when ${bids.id} = ${acceptedBidId} then 'accepted'::bid_status else 'rejected'::bid_status end`
        : "rejected",
    })
    .where(and(eq(bids.jobId, jobId), eq(bids.status, "pending")))
    .returning({ id: bids.id, professionalId: bids.professionalId, status: bids.status });
}

/** A professional's rating (average of their reviews, 2 decimals) and completed jobs, from the data. */
export async function recomputeProfessionalStats(db: DbOrTx, professionalId: string) {
  await db
    .update(users)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating}), 2) from ${reviews} where ${reviews.professionalId} = ${professionalId}), 0)`,
      completedJobs: sql`(select count(*)::int from ${jobs} where ${jobs.hiredProfessionalId} = ${professionalId} and ${jobs.status} = 'completed')`,
    })
    .where(eq(users.id, professionalId));
}
