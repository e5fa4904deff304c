import type { z } from "zod";
import { type CurrentUser, fullName } from "../../../domain/auth/user";
import {
  type BidsQuery,
  bidCompetition,
  type CreateBidBody,
  type UpdateBidBody,
} from "../../../domain/bids/schemas";
import { isOverPriceCap } from "../../../domain/jobs/price-caps";
import type { Db } from "../../db/client";
import { appError, isUniqueViolation } from "../../errors";
import { publish } from "../events/publish";
import { hire } from "../hiring/hire";
import { findJobState } from "../hiring/queries";
import { getJob } from "../hiring/service";
import {
  countBidsSummary,
  deletePendingBid,
  findBidState,
  findBids,
  findBidsOfJobs,
  insertBid,
  updatePendingBid,
} from "./queries";

/** A bid amount above the job's category cap (a bid's amount becomes the agreed price). */
const overCap = (skillCategory: string) => appError("bid.over_price_cap", { category: skillCategory });

/** A professional's own bids (an admin may list anyone's). */
export function listBids(db: Db, user: CurrentUser, query: z.output<typeof BidsQuery>) {
  const { limit, offset, professionalId = user.id, ...filters } = query;
  if (professionalId !== user.id && user.role !== "admin") throw appError("bid.list_forbidden");
  return findBids(db, { ...filters, professionalId }, { limit, offset });
}

/** The signed-in professional's bids by status and their active projects (Jobs Hub, My Bids). */
export function bidsSummary(db: Db, user: CurrentUser) {
  return countBidsSummary(db, user.id);
}

/**
 * A job's bids as the viewer may see them: every bid for the job's customer and admins, only
 * their own for a bidder, none for anyone else (the job's bidCount is public; amounts and
 * proposals are not, or bidders would undercut each other by reading them).
 */
export async function listJobBids(db: Db, viewer: CurrentUser | null, jobId: string) {
  const job = await findJobState(db, jobId);
  if (!job) throw appError("job.not_found");
  if (viewer && (viewer.role === "admin" || viewer.id === job.customerId)) return findBidsOfJobs(db, [jobId]);
  return viewer ? findBidsOfJobs(db, [jobId], viewer.id) : [];
}

/**
 * Where the professional's own bid stands among the job's bids: its rank, the lowest, average and
 * highest amounts (SPEC §2, Competition), and each bid's place and status without its amount,
 * proposal or bidder.
 */
export async function bidCompetitionOf(db: Db, user: CurrentUser, id: string) {
  const bid = await findBidState(db, id);
  if (!bid) throw appError("bid.not_found");
  if (bid.professionalId !== user.id) throw appError("bid.competition_forbidden");
  const competition = bidCompetition(await findBidsOfJobs(db, [bid.job.id]), id);
  return {
    count: competition.count,
    // Never null: the bid is one of its job's bids.
    rank: competition.rank ?? competition.count,
    lowest: competition.lowest,
    average: competition.average,
    highest: competition.highest,
    bids: competition.ranked.map((entry) => ({
      rank: entry.rank,
      status: entry.bid.status,
      mine: entry.bid.id === id,
    })),
  };
}

/**
 * Places a bid. The job row is locked for share while the bid goes in, so a bid cannot slip in
 * beside an accept that is closing the job: one waits for the other.
 */
export async function placeBid(db: Db, user: CurrentUser, body: z.output<typeof CreateBidBody>) {
  try {
    return await db.transaction(async (tx) => {
      const job = await findJobState(tx, body.jobId, "share");
      if (!job) throw appError("job.not_found");
      if (job.customerId === user.id) throw appError("bid.own_job");
      // A suspended customer's job is out of the lists and takes no bids, as if closed.
      if (job.status !== "open" || job.customerSuspended) throw appError("bid.job_not_accepting");
      if (job.paymentType !== "fixed") throw appError("bid.job_not_fixed_price");
      if (isOverPriceCap(body.amount, job.skillCategory)) throw overCap(job.skillCategory);
      const bid = await insertBid(tx, {
        jobId: job.id,
        professionalId: user.id,
        amount: body.amount.toFixed(2),
        description: body.message,
        estimatedTime: body.estimatedTime ?? null,
      });
      await publish(tx, [job.customerId], {
        type: "bid.created",
        bidId: bid.id,
        jobId: job.id,
        jobTitle: job.title,
        professionalName: fullName(user),
      });
      return bid;
    });
  } catch (error) {
    if (isUniqueViolation(error, "bids_job_id_professional_id_idx")) throw appError("bid.already_exists");
    throw error;
  }
}

/** The owner's pending bid, or the reason it cannot be changed. */
async function ownPendingBid(db: Db, user: CurrentUser, id: string) {
  const bid = await findBidState(db, id);
  if (!bid) throw appError("bid.not_found");
  if (bid.professionalId !== user.id) throw appError("bid.not_yours");
  if (bid.status !== "pending") throw appError("bid.not_pending");
  return bid;
}

export async function updateBid(db: Db, user: CurrentUser, id: string, body: z.output<typeof UpdateBidBody>) {
  const bid = await ownPendingBid(db, user, id);
  if (body.amount !== undefined && isOverPriceCap(body.amount, bid.job.skillCategory)) {
    throw overCap(bid.job.skillCategory);
  }
  const updated = await updatePendingBid(db, id, user.id, {
    amount: body.amount?.toFixed(2),
    description: body.message,
    estimatedTime: body.estimatedTime,
  });
  // Accepted or rejected between the check and the update.
  if (!updated) throw appError("bid.not_pending");
  return updated;
}

export async function withdrawBid(db: Db, user: CurrentUser, id: string) {
  const bid = await ownPendingBid(db, user, id);
  await db.transaction(async (tx) => {
    if (!(await deletePendingBid(tx, id, user.id))) throw appError("bid.not_pending");
    // The professional's other tabs and the customer's list of bids both change.
    await publish(tx, [user.id, bid.job.customerId], {
      type: "bid.updated",
      bidId: id,
      jobId: bid.job.id,
      jobTitle: bid.job.title,
      status: "withdrawn",
    });
  });
}

/**
 * The customer hires the bid's professional through the shared hire step: the job row is locked
 * and moves open → accepted only if it is still open, so of two accepts fired together exactly one
 * wins and the other gets 409. The bid's amount becomes the final price; every other pending bid is rejected.
 */
export async function acceptBid(db: Db, user: CurrentUser, id: string) {
  const jobId = await db.transaction(async (tx) => {
    const found = await findBidState(tx, id);
    if (!found) throw appError("bid.not_found");
    if (found.job.customerId !== user.id) throw appError("bid.accept_forbidden");
    // Always the job row first, then the bid: accepts of one job queue on the job, and nothing
    // holds a bid while waiting for the job, so no two transactions wait on each other.
    const job = await findJobState(tx, found.job.id, "update");
    const bid = await findBidState(tx, id, true);
    if (!job || !bid) throw appError("bid.not_found");
    if (job.status !== "open") throw appError("job.not_open");
    if (bid.status !== "pending") throw appError("bid.not_pending");
    if (bid.professionalSuspended) throw appError("bid.bidder_unavailable");
    await hire(tx, {
      jobId: job.id,
      jobTitle: job.title,
      customerId: job.customerId,
      professionalId: bid.professionalId,
      finalPrice: bid.amount,
      acceptedBidId: bid.id,
      triggeredBy: user.id,
      notes: "Bid accepted",
    });
    return job.id;
  });
  return getJob(db, jobId);
}
