import type { z } from "zod";
import type { HireBody } from "../../../domain/jobs";
import type { CurrentUser } from "../../../domain/user";
import type { Db, Tx } from "../../db/client";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { publish } from "../events/publish";
import { findJobState, findUserRole } from "./queries";
import { getJob, JOB_NOT_FOUND } from "./service";
import { publishSettledBids } from "./settled-bids";
import { insertStatusEvent, moveJob, settleBids } from "./status-queries";

export const JOB_NOT_OPEN = "This job is no longer open";
export const ONLY_CUSTOMER_HIRES = "Only the customer who posted this job can hire for it";
export const FIXED_PRICE_HIRES_BY_BID = "Fixed-price jobs are hired by accepting a bid";
export const PROFESSIONAL_NOT_FOUND = "Professional not found";
export const NOT_A_PROFESSIONAL = "professionalId: This person is not a professional";
export const CANNOT_HIRE_YOURSELF = "professionalId: You cannot hire yourself";

type Hire = {
  jobId: string;
  jobTitle: string;
  customerId: string;
  professionalId: string;
  finalPrice: string | null;
  /** The bid that won, when hiring by bid: accepted, while every other pending bid is rejected. */
  acceptedBidId: string | null;
  triggeredBy: string;
  notes: string;
  /** The status hired from: open (by the customer) or dispatched (an instant job, by a professional). */
  from?: "open" | "dispatched";
  acceptedAt?: Date;
};

/**
 * The one hiring step, inside the caller's transaction (which holds the job row): open → accepted
 * only if still open (a conditional update, so of two racing hires exactly one wins), the
 * professional and price recorded, pending bids settled, the status event written.
 */
export async function hire(tx: Tx, hiring: Hire): Promise<void> {
  const from = hiring.from ?? "open";
  const moved = await moveJob(tx, hiring.jobId, from, "accepted", {
    hiredProfessionalId: hiring.professionalId,
    finalPrice: hiring.finalPrice,
    acceptedAt: hiring.acceptedAt ?? new Date(),
  });
  if (!moved) throw conflict(JOB_NOT_OPEN);
  const settled = await settleBids(tx, hiring.jobId, hiring.acceptedBidId);
  await insertStatusEvent(tx, {
    jobId: hiring.jobId,
    previousStatus: from,
    newStatus: "accepted",
    triggeredBy: hiring.triggeredBy,
    notes: hiring.notes,
  });
  const job = { jobId: hiring.jobId, jobTitle: hiring.jobTitle };
  await publish(tx, [hiring.customerId, hiring.professionalId], {
    type: "job.status",
    ...job,
    previousStatus: from,
    status: "accepted",
    actorId: hiring.triggeredBy,
    bidId: hiring.acceptedBidId,
  });
  await publishSettledBids(tx, job, settled);
}

/**
 * Direct hire: hourly and contact jobs take no bids, so their customer hires a professional they
 * talked to (or booked) at the agreed price, or at the budget when none is given.
 */
export async function hireDirectly(
  db: Db,
  user: CurrentUser,
  jobId: string,
  body: z.output<typeof HireBody>,
) {
  await db.transaction(async (tx) => {
    const job = await findJobState(tx, jobId, "update");
    if (!job) throw notFound(JOB_NOT_FOUND);
    if (job.customerId !== user.id) throw forbidden(ONLY_CUSTOMER_HIRES);
    if (body.professionalId === user.id) throw badRequest(CANNOT_HIRE_YOURSELF);
    const person = await findUserRole(tx, body.professionalId);
    if (!person) throw notFound(PROFESSIONAL_NOT_FOUND);
    if (person.role !== "professional") throw badRequest(NOT_A_PROFESSIONAL);
    if (job.status !== "open") throw conflict(JOB_NOT_OPEN);
    if (job.paymentType === "fixed") throw conflict(FIXED_PRICE_HIRES_BY_BID);
    await hire(tx, {
      jobId: job.id,
      jobTitle: job.title,
      customerId: job.customerId,
      professionalId: person.id,
      finalPrice: body.agreedPrice !== undefined ? body.agreedPrice.toFixed(2) : job.budget,
      acceptedBidId: null,
      triggeredBy: user.id,
      notes: "Hired directly",
    });
  });
  return getJob(db, jobId);
}
