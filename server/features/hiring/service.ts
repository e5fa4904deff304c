/**
 * Hiring and the job's state have this one owner. Every change of a job's status goes through
 * changeStatus (who may, from which status, the conditional move, the status event, the live
 * event) or hire (the step every way of hiring shares: accepting a bid, a direct hire, taking an
 * instant request), and answers with the job as getJob reads it.
 *
 * The server's features call down this order, never up, so no two import each other
 * (`npx tsx scripts/boundaries.ts` checks it, tests included):
 *   jobs                         the /api/jobs API: lists, my jobs with their bids and reviews,
 *                                posting, the lifecycle steps (a cancel closes instant offers)
 *   bids, instant-help, reviews  their own rules; they hire, move and read a job through hiring
 *   hiring                       this module: the job's row, its status changes, hiring
 *   events, dashboard, media     know no feature above them: a publisher names the user ids to tell
 * Tests share their helpers through server/test/, never through another feature's folder.
 */

import type { CurrentUser } from "../../../domain/auth/user";
import type { JobActor, JobStatus } from "../../../domain/jobs/status";
import { actorFor, canTransition, mayMoveTo } from "../../../domain/jobs/status";
import type { Db, Tx } from "../../db/client";
import { appError, type FixedErrorCode } from "../../errors";
import { publish } from "../events/publish";
import { findJobDetail, findJobState } from "./queries";
import { insertStatusEvent, moveJob } from "./status-queries";

type JobState = NonNullable<Awaited<ReturnType<typeof findJobState>>>;

export async function getJob(db: Db, id: string) {
  const job = await findJobDetail(db, id);
  if (!job) throw appError("job.not_found");
  return job;
}

type Change = {
  to: JobStatus;
  /** Only these may ask (403 for anyone else); by default whoever the state machine ever lets move a job to `to`. */
  actors?: readonly JobActor[];
  /** 403: this user has no right to make this change at all. */
  forbidden: FixedErrorCode;
  /** 409: the job is not in a status this change can start from. */
  conflict: FixedErrorCode;
  /** Before the job moves: the rows to lock first (the professional whose stats it changes). */
  before?: (tx: Tx, job: JobState) => Promise<void>;
  patch?: (job: JobState, now: Date) => Parameters<typeof moveJob>[4];
  after?: (tx: Tx, job: JobState) => Promise<void>;
};

/** One lifecycle step: check who and from what, move the job, record the event; all or nothing. */
export async function changeStatus(db: Db, user: CurrentUser, jobId: string, change: Change) {
  await db.transaction(async (tx) => {
    const job = await findJobState(tx, jobId);
    if (!job) throw appError("job.not_found");
    const actor = actorFor(job, user);
    const allowed = actor && (change.actors ? change.actors.includes(actor) : mayMoveTo(change.to, actor));
    if (!actor || !allowed) throw appError(change.forbidden);
    if (!canTransition(job.status, change.to, actor)) {
      // A direct hire the professional has not accepted yet cannot be worked on: say so.
      const waiting = job.status === "offered" && change.to !== "cancelled";
      throw appError(waiting ? "hire.not_accepted" : change.conflict);
    }
    await change.before?.(tx, job);
    const now = new Date();
    const moved = await moveJob(tx, job.id, job.status, change.to, change.patch?.(job, now));
    if (!moved) throw appError(change.conflict);
    await insertStatusEvent(tx, {
      jobId: job.id,
      previousStatus: job.status,
      newStatus: change.to,
      triggeredBy: user.id,
    });
    await publish(tx, [job.customerId, job.hiredProfessionalId], {
      type: "job.status",
      jobId: job.id,
      jobTitle: job.title,
      previousStatus: job.status,
      status: change.to,
      actorId: user.id,
      bidId: null,
    });
    await change.after?.(tx, job);
  });
  return getJob(db, jobId);
}
