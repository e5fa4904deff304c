import type { z } from "zod";
import type { CurrentUser } from "../../../domain/auth/user";
import { type HireBody, isOverPriceCap } from "../../../domain/jobs/schemas";
import type { Db, Tx } from "../../db/client";
import { appError } from "../../errors";
import { recomputeTrackRecord } from "../dashboard/track-record";
import { publish } from "../events/publish";
import { findJobState, findUserRole } from "./queries";
import { changeStatus, getJob } from "./service";
import { publishDeclinedQuotes, publishSettledBids } from "./settled-bids";
import { declinePendingQuotes, insertStatusEvent, isBooked, moveJob, settleBids } from "./status-queries";

type Hire = {
  jobId: string;
  jobTitle: string;
  customerId: string;
  professionalId: string;
  finalPrice: string | null;
  /** The bid that won, when hiring by bid: accepted, while every other pending bid is rejected. */
  acceptedBidId: string | null;
  /** The quote that won, when hiring by quote: the caller accepts it; every other pending quote is declined. */
  acceptedQuoteId?: string;
  triggeredBy: string;
  notes: string;
  /** The status hired from: open (by the customer) or dispatched (an instant job, by a professional). */
  from?: "open" | "dispatched";
  /**
   * accepted when the professional has agreed already (their bid, their taking an instant job);
   * offered for a direct hire, which waits for the professional to accept or decline it.
   */
  to?: "accepted" | "offered";
  acceptedAt?: Date;
};

/**
 * The one hiring step, inside the caller's transaction (which holds the job row): open → accepted
 * (or offered) only if still open (a conditional update, so of two racing hires exactly one wins),
 * the professional and price recorded, pending bids settled and pending quotes declined (however
 * the job was hired, what others offered for it can no longer be taken), the status event written.
 */
export async function hire(tx: Tx, hiring: Hire): Promise<void> {
  const from = hiring.from ?? "open";
  const to = hiring.to ?? "accepted";
  const moved = await moveJob(tx, hiring.jobId, from, to, {
    hiredProfessionalId: hiring.professionalId,
    finalPrice: hiring.finalPrice,
    // An offered job is accepted when the professional says yes (acceptHire).
    acceptedAt: to === "accepted" ? (hiring.acceptedAt ?? new Date()) : null,
  });
  if (!moved) throw appError("job.not_open");
  const settled = await settleBids(tx, hiring.jobId, hiring.acceptedBidId);
  await insertStatusEvent(tx, {
    jobId: hiring.jobId,
    previousStatus: from,
    newStatus: to,
    triggeredBy: hiring.triggeredBy,
    notes: hiring.notes,
  });
  const job = { jobId: hiring.jobId, jobTitle: hiring.jobTitle };
  await publish(tx, [hiring.customerId, hiring.professionalId], {
    type: "job.status",
    ...job,
    previousStatus: from,
    status: to,
    actorId: hiring.triggeredBy,
    bidId: hiring.acceptedBidId,
  });
  await publishSettledBids(tx, job, settled);
  const declined = await declinePendingQuotes(tx, hiring.jobId, hiring.acceptedQuoteId);
  await publishDeclinedQuotes(tx, job, declined, hiring.triggeredBy);
}

/**
 * Direct hire: hourly and contact jobs take no bids, so their customer hires a professional they
 * talked to (or booked) at the agreed price, or at the budget when none is given, up to the
 * category's cap. The job is then offered: nothing starts until the professional accepts it, so
 * nobody can hire an account of their own into a rating without that account's say (and the cap
 * keeps what such a pair could book small).
 */
export async function hireDirectly(
  db: Db,
  user: CurrentUser,
  jobId: string,
  body: z.output<typeof HireBody>,
) {
  await db.transaction(async (tx) => {
    const job = await findJobState(tx, jobId, "update");
    if (!job) throw appError("job.not_found");
    if (job.customerId !== user.id) throw appError("hire.forbidden");
    if (body.professionalId === user.id) throw appError("hire.self");
    const person = await findUserRole(tx, body.professionalId);
    if (!person) throw appError("professional.not_found");
    if (person.role !== "professional") throw appError("hire.not_a_professional");
    if (job.status !== "open") throw appError("job.not_open");
    if (job.paymentType === "fixed") throw appError("hire.fixed_price_by_bid");
    const price = body.agreedPrice !== undefined ? body.agreedPrice.toFixed(2) : job.budget;
    if (price !== null && isOverPriceCap(price, job.skillCategory)) {
      // A budget from before the caps is refused the same way, naming the field to give instead.
      throw appError("hire.over_price_cap", { category: job.skillCategory });
    }
    await hire(tx, {
      jobId: job.id,
      jobTitle: job.title,
      customerId: job.customerId,
      professionalId: person.id,
      finalPrice: price,
      acceptedBidId: null,
      triggeredBy: user.id,
      notes: "Hired directly",
      to: "offered",
    });
  });
  return getJob(db, jobId);
}

/** Who may answer a direct hire, and what anyone else, or a job with no hire waiting, is told. */
const HIRE_ANSWER = {
  actors: ["hired"],
  forbidden: "hire.answer_forbidden",
  conflict: "hire.nothing_to_answer",
  // A booked job is answered as a booking (accept, decline or another time: /api/bookings/:id/…).
  before: async (tx: Tx, job: { id: string }) => {
    if (await isBooked(tx, job.id)) throw appError("hire.is_booking");
  },
} as const;

/** The offered professional says yes: offered → accepted, and the job can be started. */
export const acceptHire = (db: Db, user: CurrentUser, jobId: string) =>
  changeStatus(db, user, jobId, {
    to: "accepted",
    ...HIRE_ANSWER,
    patch: (_job, now) => ({ acceptedAt: now }),
    after: (tx) => recomputeTrackRecord(tx, [user.id]),
  });

/** The offered professional says no: the job is open again for its customer, without them or the price. */
export const declineHire = (db: Db, user: CurrentUser, jobId: string) =>
  changeStatus(db, user, jobId, {
    to: "open",
    ...HIRE_ANSWER,
    patch: () => ({ hiredProfessionalId: null, finalPrice: null, acceptedAt: null }),
    after: (tx) => recomputeTrackRecord(tx, [user.id]),
  });
