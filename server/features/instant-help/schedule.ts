import { eq } from "drizzle-orm";
import { INSTANT_NOT_NO_MATCH, type ScheduleInstantBody } from "../../../domain/instant-help";
import { makeAiSummary } from "../../../domain/jobs";
import type { CurrentUser } from "../../../domain/user";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema";
import { conflict, forbidden, isUniqueViolation, notFound } from "../../errors";
import { insertJob } from "../job-status/queries";
import { JOB_NOT_FOUND } from "../job-status/service";
import { insertStatusEvent } from "../job-status/status-queries";
import { findInstantJob } from "./queries";
import { ONLY_OWNER_SEES } from "./service";

export const ALREADY_SCHEDULED = "This request has already been scheduled";

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
      if (request?.jobType !== "instant") throw notFound(JOB_NOT_FOUND);
      if (request.customerId !== user.id) throw forbidden(ONLY_OWNER_SEES);
      const state = await findInstantJob(tx, request.id);
      if (request.status !== "cancelled" || request.hiredProfessionalId || !state?.expired)
        throw conflict(INSTANT_NOT_NO_MATCH);
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
    if (isUniqueViolation(error)) throw conflict(ALREADY_SCHEDULED);
    throw error;
  }
}
