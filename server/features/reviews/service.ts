import type { z } from "zod";
import type { CreateReviewBody } from "../../../domain/reviews";
import type { CurrentUser } from "../../../domain/user";
import type { Db } from "../../db/client";
import { conflict, forbidden, isUniqueViolation, notFound } from "../../errors";
import { recordDailyMetricsOfJob } from "../dashboard/daily-metrics";
import { findJobState } from "../job-status/queries";
import { HIRE_NOT_ACCEPTED, JOB_NOT_FOUND } from "../job-status/service";
import { lockProfessional, recomputeProfessionalStats } from "../job-status/status-queries";
import { insertReview } from "./queries";

export const ONLY_CUSTOMER_REVIEWS = "Only the customer who posted this job can review it";
export const NOT_COMPLETED = "You can review a job only after it is completed";
export const ALREADY_REVIEWED = "You have already reviewed this job";

/**
 * The customer reviews the hired professional of their completed job, once; the professional's
 * rating, completed jobs and daily metrics are recomputed from the data in the same transaction,
 * with the professional's row locked first (lockProfessional).
 */
export async function reviewJob(
  db: Db,
  user: CurrentUser,
  jobId: string,
  body: z.output<typeof CreateReviewBody>,
) {
  try {
    return await db.transaction(async (tx) => {
      const job = await findJobState(tx, jobId);
      if (!job) throw notFound(JOB_NOT_FOUND);
      if (job.customerId !== user.id) throw forbidden(ONLY_CUSTOMER_REVIEWS);
      if (job.status === "offered") throw conflict(HIRE_NOT_ACCEPTED);
      if (job.status !== "completed" || !job.hiredProfessionalId) throw conflict(NOT_COMPLETED);
      // Their row first: a review beside another review or a completion of theirs waits its turn,
      // so the rating and daily metrics below are computed from both.
      await lockProfessional(tx, job.hiredProfessionalId);
      const review = await insertReview(tx, {
        jobId: job.id,
        customerId: user.id,
        professionalId: job.hiredProfessionalId,
        rating: body.rating,
        comment: body.comment,
      });
      await recomputeProfessionalStats(tx, job.hiredProfessionalId);
      await recordDailyMetricsOfJob(tx, job.id);
      return review;
    });
  } catch (error) {
    if (isUniqueViolation(error, "reviews_job_id_unique")) throw conflict(ALREADY_REVIEWED);
    throw error;
  }
}
