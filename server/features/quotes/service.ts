import type { z } from "zod";
import type { CurrentUser } from "../../../domain/auth/user";
import { isOverPriceCap } from "../../../domain/jobs/price-caps";
import {
  type CreateChangeBody,
  type CreateQuoteBody,
  linesTotal,
  linesTotalPaisa,
  takesQuotes,
} from "../../../domain/quotes/schemas";
import type { Db, Tx } from "../../db/client";
import type { StoredLine } from "../../db/schema";
import { appError, isUniqueViolation } from "../../errors";
import { publish } from "../events/publish";
import { hire } from "../hiring/hire";
import { findJobState } from "../hiring/queries";
import { getJob } from "../hiring/service";
import { moveJob } from "../hiring/status-queries";
import {
  answerChange,
  findChange,
  findChangesOfJob,
  findQuote,
  findQuoteState,
  findQuotesOfJob,
  insertChange,
  settleQuote,
  upsertPendingQuote,
} from "./queries";

const DAY_MS = 86_400_000;

const storedLines = (lines: z.output<typeof CreateQuoteBody>["lines"]): StoredLine[] =>
  lines.map((line) => ({ kind: line.kind, description: line.description, amount: line.amount.toFixed(2) }));

async function quoteOrFail(db: Db | Tx, id: string) {
  const quote = await findQuote(db, id);
  if (!quote) throw appError("quote.not_found");
  return quote;
}

/**
 * A professional's quote on an open hourly or contact job, replacing their pending one. The job row
 * is locked for share while it goes in, so a quote cannot slip in beside an accept closing the job.
 */
export async function sendQuote(
  db: Db,
  user: CurrentUser,
  jobId: string,
  body: z.output<typeof CreateQuoteBody>,
  now = new Date(),
) {
  const id = await db.transaction(async (tx) => {
    const job = await findJobState(tx, jobId, "share");
    if (!job) throw appError("job.not_found");
    if (job.customerId === user.id) throw appError("quote.own_job");
    if (job.status !== "open" || job.customerSuspended) throw appError("quote.job_not_accepting");
    if (!takesQuotes(job.paymentType)) throw appError("quote.job_not_quoted");
    const total = linesTotal(body.lines);
    if (isOverPriceCap(total, job.skillCategory)) {
      throw appError("quote.over_price_cap", { category: job.skillCategory });
    }
    const quoteId = await upsertPendingQuote(tx, {
      jobId: job.id,
      professionalId: user.id,
      lines: storedLines(body.lines),
      total,
      message: body.message,
      validUntil: body.validDays ? new Date(now.getTime() + body.validDays * DAY_MS) : null,
    });
    await publish(tx, [job.customerId], {
      type: "quote.updated",
      quoteId,
      jobId: job.id,
      jobTitle: job.title,
      status: "pending",
      total,
      actorId: user.id,
    });
    return quoteId;
  });
  return quoteOrFail(db, id);
}

/** A job's quotes as the viewer may see them: all for its customer and admins, a professional's own, else none. */
export async function listQuotes(db: Db, viewer: CurrentUser, jobId: string) {
  const job = await findJobState(db, jobId);
  if (!job) throw appError("job.not_found");
  if (viewer.role === "admin" || viewer.id === job.customerId) return findQuotesOfJob(db, jobId);
  return findQuotesOfJob(db, jobId, viewer.id);
}

/** The professional takes back their pending quote. */
export async function withdrawQuote(db: Db, user: CurrentUser, id: string) {
  await db.transaction(async (tx) => {
    const quote = await findQuoteState(tx, id, true);
    if (!quote) throw appError("quote.not_found");
    if (quote.professionalId !== user.id) throw appError("quote.not_yours");
    if (!(await settleQuote(tx, id, "withdrawn"))) throw appError("quote.not_pending");
    const job = await findJobState(tx, quote.jobId);
    if (job) {
      await publish(tx, [job.customerId], {
        type: "quote.updated",
        quoteId: id,
        jobId: job.id,
        jobTitle: job.title,
        status: "withdrawn",
        total: quote.total,
        actorId: user.id,
      });
    }
  });
  return quoteOrFail(db, id);
}

/**
 * The job's customer accepts a quote: its professional is hired at its total (the final price) and
 * the job is accepted (they agreed by quoting), every other pending quote declined, all in one
 * transaction. The job row is locked first and moves only if still open, so of two accepts of one
 * job's quotes exactly one wins; the other gets 409 job.not_open.
 */
export async function acceptQuote(db: Db, user: CurrentUser, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const found = await findQuoteState(tx, id);
    if (!found) throw appError("quote.not_found");
    const job = await findJobState(tx, found.jobId, "update");
    if (!job) throw appError("quote.not_found");
    if (job.customerId !== user.id) throw appError("quote.answer_forbidden");
    const quote = await findQuoteState(tx, id, true);
    if (!quote) throw appError("quote.not_found");
    if (job.status !== "open") throw appError("job.not_open");
    if (quote.status !== "pending") throw appError("quote.not_pending");
    if (quote.validUntil && quote.validUntil < now) throw appError("quote.expired");
    if (quote.professionalSuspended) throw appError("quote.professional_unavailable");
    await hire(tx, {
      jobId: job.id,
      jobTitle: job.title,
      customerId: job.customerId,
      professionalId: quote.professionalId,
      finalPrice: quote.total,
      acceptedBidId: null,
      acceptedQuoteId: id,
      triggeredBy: user.id,
      notes: "Quote accepted",
      acceptedAt: now,
    });
    await settleQuote(tx, id, "accepted");
    await publish(tx, [quote.professionalId], {
      type: "quote.updated",
      jobId: job.id,
      jobTitle: job.title,
      actorId: user.id,
      quoteId: id,
      status: "accepted",
      total: quote.total,
    });
  });
  return getJob(db, (await quoteOrFail(db, id)).jobId);
}

/** The job's customer declines a pending quote; the job stays open for others. */
export async function declineQuote(db: Db, user: CurrentUser, id: string) {
  await db.transaction(async (tx) => {
    const quote = await findQuoteState(tx, id, true);
    if (!quote) throw appError("quote.not_found");
    const job = await findJobState(tx, quote.jobId);
    if (!job) throw appError("quote.not_found");
    if (job.customerId !== user.id) throw appError("quote.answer_forbidden");
    if (!(await settleQuote(tx, id, "declined"))) throw appError("quote.not_pending");
    await publish(tx, [quote.professionalId], {
      type: "quote.updated",
      quoteId: id,
      jobId: job.id,
      jobTitle: job.title,
      status: "declined",
      total: quote.total,
      actorId: user.id,
    });
  });
  return quoteOrFail(db, id);
}

/**
 * The hired professional asks for an extra on a job in progress. One change waits at a time; the
 * price it would make must stay under the category's cap.
 */
export async function requestChange(
  db: Db,
  user: CurrentUser,
  jobId: string,
  body: z.output<typeof CreateChangeBody>,
) {
  try {
    return await db.transaction(async (tx) => {
      const job = await findJobState(tx, jobId, "share");
      if (!job) throw appError("job.not_found");
      if (job.hiredProfessionalId !== user.id) throw appError("change.forbidden");
      if (job.status !== "in-progress") throw appError("change.job_not_in_progress");
      const totalPaisa = linesTotalPaisa(body.lines);
      const after = Math.round(Number(job.finalPrice ?? 0) * 100) + totalPaisa;
      if (isOverPriceCap(after / 100, job.skillCategory)) {
        throw appError("change.over_price_cap", { category: job.skillCategory });
      }
      const change = await insertChange(tx, {
        jobId: job.id,
        professionalId: user.id,
        lines: storedLines(body.lines),
        total: (totalPaisa / 100).toFixed(2),
        reason: body.reason,
      });
      await publish(tx, [job.customerId], {
        type: "change.updated",
        changeId: change.id,
        jobId: job.id,
        jobTitle: job.title,
        status: "pending",
        total: change.total,
        actorId: user.id,
      });
      return change;
    });
  } catch (error) {
    if (isUniqueViolation(error, "job_changes_one_pending_idx")) throw appError("change.already_pending");
    throw error;
  }
}

/** A job's change requests: for its customer, its hired professional and admins. */
export async function listChanges(db: Db, viewer: CurrentUser, jobId: string) {
  const job = await findJobState(db, jobId);
  if (!job) throw appError("job.not_found");
  const mayRead = viewer.role === "admin" || [job.customerId, job.hiredProfessionalId].includes(viewer.id);
  if (!mayRead) throw appError("change.list_forbidden");
  return findChangesOfJob(db, jobId);
}

/**
 * The customer answers a change. Approved, the job's final price grows by its total (the job row
 * locked, and only while the job is in progress), the price before and after kept on the change.
 */
export async function answerChangeRequest(
  db: Db,
  user: CurrentUser,
  id: string,
  answer: "approved" | "declined",
) {
  return db.transaction(async (tx) => {
    const found = await findChange(tx, id);
    if (!found) throw appError("change.not_found");
    const job = await findJobState(tx, found.jobId, "update");
    if (!job) throw appError("change.not_found");
    if (job.customerId !== user.id) throw appError("change.answer_forbidden");
    const change = await findChange(tx, id, true);
    if (change?.status !== "pending") throw appError("change.not_pending");
    let prices: { priceBefore: string | null; priceAfter: string | null } = {
      priceBefore: null,
      priceAfter: null,
    };
    if (answer === "approved") {
      if (job.status !== "in-progress") throw appError("change.job_not_in_progress");
      const before = job.finalPrice ?? "0.00";
      const after = (
        (Math.round(Number(before) * 100) + Math.round(Number(change.total) * 100)) /
        100
      ).toFixed(2);
      if (!(await moveJob(tx, job.id, "in-progress", "in-progress", { finalPrice: after }))) {
        throw appError("change.job_not_in_progress");
      }
      prices = { priceBefore: before, priceAfter: after };
    }
    const answered = await answerChange(tx, id, { status: answer, ...prices });
    if (!answered) throw appError("change.not_pending");
    await publish(tx, [change.professionalId], {
      type: "change.updated",
      changeId: id,
      jobId: job.id,
      jobTitle: job.title,
      status: answer,
      total: change.total,
      actorId: user.id,
    });
    return answered;
  });
}
