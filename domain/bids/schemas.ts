import { z } from "zod";
import { Decimal, idField, Job, JobProfessional, MAX_AMOUNT, PageQuery, Timestamp } from "../jobs/schemas";
import { filledText } from "../text";
import { BID_ESTIMATED_TIME_MAX_LENGTH, BID_MESSAGE_MAX_LENGTH, BID_STATUSES } from "./rules";

export * from "./rules";

export const BidStatus = z.enum(BID_STATUSES, { error: "Choose pending, accepted or rejected" });
export type BidStatus = z.infer<typeof BidStatus>;

/** A bid (SPEC §3). `description` is the proposal text the bid form calls "message". */
export const Bid = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  professionalId: z.uuid(),
  amount: Decimal,
  description: z.string().nullable(),
  estimatedTime: z.string().nullable(),
  status: BidStatus,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Bid = z.infer<typeof Bid>;

/** GET /api/jobs/:id/bids: a bid with its professional's name, photo and track record. */
export const JobBid = Bid.extend({ professional: JobProfessional });
export type JobBid = z.infer<typeof JobBid>;

/**
 * GET /api/bids/:id/competition: where my bid stands among the job's bids (SPEC §2, bid dialog).
 * The lowest, average and highest amounts and every bid's place, but no other bid's amount,
 * proposal or bidder: those are for the job's customer.
 */
export const BidCompetitionResponse = z.object({
  count: z.number().int().min(1),
  rank: z.number().int().min(1),
  lowest: z.number(),
  average: z.number(),
  highest: z.number(),
  /** Every bid lowest first: its rank and status, and whether it is mine. */
  bids: z.array(z.object({ rank: z.number().int().min(1), status: BidStatus, mine: z.boolean() })),
});
export type BidCompetitionResponse = z.infer<typeof BidCompetitionResponse>;

/** GET /api/bids: a bid with its job and professional embedded (SPEC §3, §7). */
export const BidWithJob = Bid.extend({
  job: Job,
  professional: JobProfessional.pick({ id: true, firstName: true, lastName: true, profileImageUrl: true }),
});
export type BidWithJob = z.infer<typeof BidWithJob>;

const amount = z
  .number({ error: "Amount must be a number" })
  .positive("Amount must be more than 0")
  .max(MAX_AMOUNT, "Amount is too large")
  .multipleOf(0.01, "Amount can have at most 2 decimal places");
const message = filledText("Message", BID_MESSAGE_MAX_LENGTH);
const estimatedTime = z
  .string({ error: "Estimated time must be text" })
  .trim()
  .max(
    BID_ESTIMATED_TIME_MAX_LENGTH,
    `Estimated time must be at most ${BID_ESTIMATED_TIME_MAX_LENGTH} characters`,
  )
  .transform((value) => value || null);

/** POST /api/bids (SPEC §5, §7): amount as a number, the proposal as `message`. */
export const CreateBidBody = z.object({
  jobId: idField("Job"),
  amount,
  message,
  estimatedTime: estimatedTime.optional(),
});
export type CreateBidBody = z.input<typeof CreateBidBody>;

/** PATCH /api/bids/:id: the owner changes a pending bid. */
export const UpdateBidBody = z
  .object({ amount: amount.optional(), message: message.optional(), estimatedTime: estimatedTime.optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "Change at least one of amount, message or estimated time",
  });
export type UpdateBidBody = z.input<typeof UpdateBidBody>;

/** GET /api/bids: a professional's own bids, newest first. */
export const BidsQuery = PageQuery.extend({
  professionalId: idField("Professional").optional(),
  /** Omitted: every status. */
  status: BidStatus.optional(),
  /** Any part of the job's title, case-insensitive. */
  jobTitle: z
    .string()
    .trim()
    .max(120, "Job title must be at most 120 characters")
    .optional()
    .transform((value) => value || undefined),
});
export type BidsQuery = z.input<typeof BidsQuery>;

/** GET /api/bids/summary: the signed-in professional's bids by status and their active projects. */
export const BidsSummary = z.object({
  total: z.number().int().min(0),
  pending: z.number().int().min(0),
  accepted: z.number().int().min(0),
  rejected: z.number().int().min(0),
  /** Jobs they are hired on (by an accepted bid or directly) that are accepted or in progress. */
  activeProjects: z.number().int().min(0),
});
export type BidsSummary = z.infer<typeof BidsSummary>;
