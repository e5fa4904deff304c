import { z } from "zod";
import { JobStatus } from "../jobs/status";
import { VERIFICATION_TYPES } from "../verification/schemas";

/** The named events of GET /api/events. Payloads hold ids and what a toast shows, nothing private. */
export const BidCreatedEvent = z.object({
  type: z.literal("bid.created"),
  bidId: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  professionalName: z.string(),
});

export const BID_UPDATES = ["accepted", "rejected", "withdrawn"] as const;

export const BidUpdatedEvent = z.object({
  type: z.literal("bid.updated"),
  bidId: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  status: z.enum(BID_UPDATES),
});

export const JobStatusEvent = z.object({
  type: z.literal("job.status"),
  jobId: z.uuid(),
  jobTitle: z.string(),
  previousStatus: JobStatus.nullable(),
  status: JobStatus,
  /** Who made the change: the job's customer or its hired professional. */
  actorId: z.uuid(),
  /** The accepted bid, when the job was hired by bid (its professional also gets `bid.updated`). */
  bidId: z.uuid().nullable(),
});

export const MessageCreatedEvent = z.object({
  type: z.literal("message.created"),
  messageId: z.uuid(),
  senderId: z.uuid(),
  senderName: z.string(),
  jobId: z.uuid().nullable(),
});

/** To each professional an instant request is offered to. */
export const InstantRequestEvent = z.object({
  type: z.literal("instant.request"),
  jobId: z.uuid(),
  title: z.string(),
  skillCategory: z.string(),
  location: z.string(),
  distanceKm: z.number(),
  expiresAt: z.string(),
});

/** To the offered professionals who did not get it: taken by someone else, expired or cancelled. */
export const InstantClosedEvent = z.object({
  type: z.literal("instant.closed"),
  jobId: z.uuid(),
  /** taken: someone else accepted; expired: nobody did in time; cancelled: the customer withdrew it. */
  reason: z.enum(["taken", "expired", "cancelled"]),
});

/** To a professional when an admin approves or rejects one of their verification documents. */
export const VerificationReviewedEvent = z.object({
  type: z.literal("verification.reviewed"),
  verificationId: z.uuid(),
  verificationType: z.enum(VERIFICATION_TYPES),
  status: z.enum(["approved", "rejected"]),
  adminNotes: z.string().nullable(),
});

export const LiveEvent = z.discriminatedUnion("type", [
  BidCreatedEvent,
  BidUpdatedEvent,
  JobStatusEvent,
  MessageCreatedEvent,
  InstantRequestEvent,
  InstantClosedEvent,
  VerificationReviewedEvent,
]);
export type LiveEvent = z.infer<typeof LiveEvent>;
export type LiveEventType = LiveEvent["type"];
export const LIVE_EVENT_TYPES = LiveEvent.options.map((option) => option.shape.type.value);

/** GET /api/events: `lastEventId` stands in for the Last-Event-ID header where a client cannot set it. */
export const EventsQuery = z.object({
  lastEventId: z.coerce.number().int().min(0).optional(),
});
