import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { JobStatus } from "../../../domain/jobs/status";
import type { DbOrTx } from "../../db/client";
import { bids, bookings, jobStatusEvents, jobs, quotes, reviews, users } from "../../db/schema";

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

/** Whether the job was booked (Book Now): its hire is then answered as a booking. */
export async function isBooked(db: DbOrTx, jobId: string) {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.jobId, jobId));
  return row !== undefined;
}

/** Whether the job is an agreed booking: it is then cancelled as a booking (its fee and its rules). */
export async function isAgreedBooking(db: DbOrTx, jobId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.jobId, jobId), eq(bookings.status, "accepted")));
  return row !== undefined;
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

/**
 * Every pending quote of a job declined, except `keptQuoteId` (the one being accepted): the job is
 * hired or closed, so what the others offered can no longer be taken. Who sent each, to tell them.
 */
export function declinePendingQuotes(db: DbOrTx, jobId: string, keptQuoteId: string | null = null) {
  return db
    .update(quotes)
    .set({ status: "declined" })
    .where(
      and(
        eq(quotes.jobId, jobId),
        eq(quotes.status, "pending"),
        keptQuoteId ? ne(quotes.id, keptQuoteId) : undefined,
      ),
    )
    .returning({ id: quotes.id, professionalId: quotes.professionalId, total: quotes.total });
}

/**
 * Locks a professional's row until the transaction ends, before anything that recomputes their
 * stats or daily metrics from the data: a second completion or review of theirs waits here, and its
 * later statements then see the first one's writes (under READ COMMITTED each statement reads what
 * has committed when it starts), so neither count is computed without the other. NO KEY UPDATE:
 * inserts that merely reference the user (a review, a bid) are not held up.
 */
export async function lockProfessional(db: DbOrTx, professionalId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, professionalId)).for("no key update");
}

/**
 * A professional's public rating, 2 decimals: each customer counts once, with the average of their
 * own reviews, so one customer (or one person's second account) reviewing job after job moves it no
 * more than a single review would.
 */
export const ratingOf = (professionalId: string | SQL) => sql`coalesce((
  select round(avg(per_customer.rating), 2)
  from (
    select avg(${reviews.rating}) as rating from ${reviews}
    where ${reviews.professionalId} = ${professionalId}
    group by ${reviews.customerId}
  ) as per_customer
), 0)`;

/** How many customers reviewed a professional: each once, as ratingOf counts them. */
export const reviewCountOf = (professionalId: string | SQL) =>
  sql`(select count(distinct ${reviews.customerId})::int from ${reviews} where ${reviews.professionalId} = ${professionalId})`;

/**
 * A professional's rating (see ratingOf), how many customers reviewed them and their completed jobs,
 * from the data; lock them first (lockProfessional). The rank score follows (a generated column).
 */
export async function recomputeProfessionalStats(db: DbOrTx, professionalId: string) {
  await db
    .update(users)
    .set({
      rating: ratingOf(professionalId),
      reviewCount: reviewCountOf(professionalId),
      completedJobs: sql`(select count(*)::int from ${jobs} where ${jobs.hiredProfessionalId} = ${professionalId} and ${jobs.status} = 'completed')`,
    })
    .where(eq(users.id, professionalId));
}
