import type { z } from "zod";
import type { CurrentUser } from "../../../domain/auth/user";
import type { CreateReviewBody } from "../../../domain/reviews/schemas";
import type { Db } from "../../db/client";
import { appError, isUniqueViolation } from "../../errors";
import { recordDailyMetricsOfJob } from "../dashboard/daily-metrics";
import { findJobState } from "../hiring/queries";
import { lockProfessional, recomputeProfessionalStats } from "../hiring/status-queries";
import { insertReview } from "./queries";

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
      if (!job) throw appError("job.not_found");
      if (job.customerId !== user.id) throw appError("review.forbidden");
      if (job.status === "offered") throw appError("hire.not_accepted");
      if (job.status !== "completed" || !job.hiredProfessionalId) throw appError("review.not_completed");
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
    if (isUniqueViolation(error, "reviews_job_id_unique")) throw appError("review.already_exists");
    throw error;
  }
}
