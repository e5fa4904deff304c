import type { z } from "zod";
import type { CurrentUser } from "../../../domain/auth/user";
import type { CreateJobBody, JobsQuery, MyJobsQuery } from "../../../domain/jobs/schemas";
import { HIRED_WORK_STATUSES } from "../../../domain/jobs/status";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import { findBidsOfJobs } from "../bids/queries";
import { recordDailyMetricsOfJob } from "../dashboard/daily-metrics";
import { publish } from "../events/publish";
import { findJobDetails, insertJob } from "../hiring/queries";
import { changeStatus } from "../hiring/service";
import { publishDeclinedQuotes, publishSettledBids } from "../hiring/settled-bids";
import {
  declinePendingQuotes,
  insertStatusEvent,
  isAgreedBooking,
  lockProfessional,
  recomputeProfessionalStats,
  settleBids,
} from "../hiring/status-queries";
import { findDispatches } from "../instant-help/queries";
import { checkOwnPhotos } from "../media/service";
import { settleCancelledJob } from "../payments/settle";
import { findReviewsOfJobs } from "../reviews/queries";
import { countJobs, findJobs, findProfessional, myJobsWhere } from "./queries";

/**
 * A page of jobs and how many match over all pages (up to LIST_TOTAL_CAP; `capped` when more do).
 * Which jobs a professional has bid on is theirs (and admins') to know: anyone else asking by
 * professionalId gets the jobs they are hired on or booked for, which job details show anyway.
 */
export async function listJobs(db: Db, viewer: CurrentUser | null, query: z.output<typeof JobsQuery>) {
  const { limit, offset, professionalId, ...rest } = query;
  const seesBids = viewer !== null && (viewer.role === "admin" || viewer.id === professionalId);
  const filters = seesBids ? { ...rest, professionalId } : { ...rest, workerId: professionalId };
  const [jobs, { total, capped }] = await Promise.all([
    findJobs(db, filters, { limit, offset }),
    countJobs(db, filters),
  ]);
  return { jobs, total, capped };
}

/**
 * Jobs I posted (customer) or am hired on or booked for (professional), newest first, each with
 * every bid it received (as a professional, my own) and its review. `active`: only those being
 * worked on or offered to a professional who has yet to answer, and as a professional only those I
 * am hired on (my projects).
 */
export async function listMyJobs(db: Db, user: CurrentUser, query: z.output<typeof MyJobsQuery>) {
  const as = query.as ?? (user.role === "professional" ? "professional" : "customer");
  // Direct hires waiting for the professional's Accept or Decline come with the active ones.
  const statuses = query.active ? HIRED_WORK_STATUSES : undefined;
  const where = myJobsWhere(
    as === "customer"
      ? { customerId: user.id, statuses }
      : query.active
        ? { hiredProfessionalId: user.id, statuses }
        : { workerId: user.id },
  );
  const jobs = await findJobDetails(db, where, query);
  const ids = jobs.map((job) => job.id);
  // A professional sees their own bid on a job they work on, never the ones it beat.
  const [bids, reviews] = await Promise.all([
    findBidsOfJobs(db, ids, as === "professional" ? user.id : undefined),
    findReviewsOfJobs(db, ids),
  ]);
  return jobs.map((job) => ({
    ...job,
    bids: bids.filter((bid) => bid.jobId === job.id),
    review: reviews.find((review) => review.jobId === job.id) ?? null,
  }));
}

/** Posts a job for the signed-in customer and records it opening, in one transaction. */
export async function postJob(db: Db, user: CurrentUser, body: z.output<typeof CreateJobBody>) {
  const { jobType: paymentType, budget, invitedProfessionalId, ...rest } = body;
  if (invitedProfessionalId) {
    if (invitedProfessionalId === user.id) throw appError("job.cannot_invite_self");
    if (!(await findProfessional(db, invitedProfessionalId))) throw appError("job.invited_not_found");
  }
  return db.transaction(async (tx) => {
    await checkOwnPhotos(tx, user.id, rest.mediaUrls);
    const job = await insertJob(tx, {
      ...rest,
      customerId: user.id,
      paymentType,
      // A budget means something only for hourly and fixed work; 0 is "not specified".
      budget: paymentType !== "contact" && budget > 0 ? budget.toFixed(2) : null,
      invitedProfessionalId: invitedProfessionalId ?? null,
    });
    await insertStatusEvent(tx, {
      jobId: job.id,
      previousStatus: null,
      newStatus: "open",
      triggeredBy: user.id,
    });
    return job;
  });
}

export const cancelJob = (db: Db, user: CurrentUser, jobId: string) =>
  changeStatus(db, user, jobId, {
    to: "cancelled",
    forbidden: "job.cancel_forbidden",
    conflict: "job.not_cancellable",
    // An agreed booking is cancelled from the booking (POST /api/bookings/:id/cancel), which shows
    // the customer what cancelling late costs before they confirm; one waiting for an answer is
    // free to withdraw here too (the bookings_follow_cancelled_job trigger frees its time).
    before: async (tx, job) => {
      if (await isAgreedBooking(tx, job.id)) throw appError("job.is_booking");
    },
    // Bidders and quoters of a job that closes hear that their offer was turned down; professionals
    // still being offered an instant request see it go.
    after: async (tx, job) => {
      const closed = { jobId: job.id, jobTitle: job.title };
      await publishSettledBids(tx, closed, await settleBids(tx, job.id, null));
      await publishDeclinedQuotes(tx, closed, await declinePendingQuotes(tx, job.id), user.id);
      // Money paid for it goes back to the customer with the cancellation, or neither happens.
      await settleCancelledJob(tx, job.id, new Date());
      if (job.status === "dispatched") {
        const offered = await findDispatches(tx, job.id);
        await publish(
          tx,
          offered.map((d) => d.professionalId),
          { type: "instant.closed", jobId: job.id, reason: "cancelled" },
        );
      }
    },
  });

export const startJob = (db: Db, user: CurrentUser, jobId: string) =>
  changeStatus(db, user, jobId, {
    to: "in-progress",
    forbidden: "job.start_forbidden",
    conflict: "job.not_startable",
    patch: (_job, now) => ({ startedAt: now }),
  });

export const completeJob = (db: Db, user: CurrentUser, jobId: string) =>
  changeStatus(db, user, jobId, {
    to: "completed",
    forbidden: "job.complete_forbidden",
    conflict: "job.not_completable",
    // Two completions of one professional's jobs, or one beside a review, must not both count from
    // data without the other: their row first, so they take turns (and see each other's writes).
    before: async (tx, job) => {
      if (job.hiredProfessionalId) await lockProfessional(tx, job.hiredProfessionalId);
    },
    patch: (job, now) => ({
      completedAt: now,
      actualDuration: job.startedAt ? Math.round((now.getTime() - job.startedAt.getTime()) / 60_000) : null,
    }),
    after: async (tx, job) => {
      if (job.hiredProfessionalId) await recomputeProfessionalStats(tx, job.hiredProfessionalId);
      await recordDailyMetricsOfJob(tx, job.id);
    },
  });
