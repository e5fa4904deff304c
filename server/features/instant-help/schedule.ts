import { eq } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/auth/user";
import type { ScheduleInstantBody } from "../../../domain/instant-help/schemas";
import { makeAiSummary } from "../../../domain/jobs/schemas";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema";
import { appError, isUniqueViolation } from "../../errors";
import { insertJob } from "../hiring/queries";
import { insertStatusEvent } from "../hiring/status-queries";

import { findInstantJob } from "./queries";

/**
 * Schedule Later: a request nobody took (cancelled without a hire) becomes a new open job for the
 * chosen time, with the same details, that any professional can take. Once per request: the new
 * job points at it through a unique sourceJobId, so a double submit cannot make two.
 */
export async function scheduleInstantJob(
  db: Db,
  user: CurrentUser,
  jobId: string,
  body: ScheduleInstantBody,
) {
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for("update");
      if (request?.jobType !== "instant") throw appError("job.not_found");
      if (request.customerId !== user.id) throw appError("instant.not_owner");
      const state = await findInstantJob(tx, request.id);
      if (request.status !== "cancelled" || request.hiredProfessionalId || !state?.expired)
        throw appError("instant.not_no_match");
      const job = await insertJob(tx, {
        customerId: user.id,
        title: request.title,
        description: request.description,
        aiSummary: makeAiSummary(request.title, request.description),
        mediaUrls: request.mediaUrls,
        skillCategory: request.skillCategory,
        location: request.location,
        customerLatitude: request.customerLatitude,
        customerLongitude: request.customerLongitude,
        paymentType: "contact",
        urgency: "moderate",
        jobType: "scheduled",
        scheduledAt: new Date(body.scheduledAt),
        sourceJobId: request.id,
      });
      await insertStatusEvent(tx, {
        jobId: job.id,
        previousStatus: null,
        newStatus: "open",
        triggeredBy: user.id,
        notes: "Scheduled from an instant request nobody took",
      });
      return { jobId: job.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw appError("instant.already_scheduled");
    throw error;
  }
}
