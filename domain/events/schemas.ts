import { z } from "zod";
import { BOOKING_STATUSES, REMINDER_HOURS, RESCHEDULE_CHANGES } from "../bookings/rules";
import { EDITABLE_JOB_FIELDS } from "../jobs/edit-rules";
import { JobStatus } from "../jobs/status";
import { PAYMENT_STATUSES } from "../payments/rules";
import { CHANGE_STATUSES, QUOTE_STATUSES } from "../quotes/rules";
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

/** To every professional with a pending bid on a job its customer has just edited: which fields changed. */
export const JobEditedEvent = z.object({
  type: z.literal("job.edited"),
  jobId: z.uuid(),
  jobTitle: z.string(),
  fields: z.array(z.enum(EDITABLE_JOB_FIELDS)),
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

/** To a professional when an admin withdraws an approval of theirs, with the reason. */
export const VerificationRevokedEvent = z.object({
  type: z.literal("verification.revoked"),
  verificationId: z.uuid(),
  verificationType: z.enum(VERIFICATION_TYPES),
  reason: z.string(),
});

/** A booking asked for, answered, moved or expired: to its customer and its professional. */
export const BookingUpdatedEvent = z.object({
  type: z.literal("booking.updated"),
  bookingId: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  status: z.enum(BOOKING_STATUSES),
  startsAt: z.iso.datetime({ offset: true }),
  /** Who made the change; null when it expired unanswered. */
  actorId: z.uuid().nullable(),
  /** For an accepted booking asked to move: the step (startsAt is then the time asked for, or the new time). */
  change: z.enum(RESCHEDULE_CHANGES).optional(),
  /** Of a recurring booking: how many of its occurrences this step took together (asked for, answered, expired, cancelled). */
  occurrences: z.number().int().positive().optional(),
});

/** To both sides of an accepted booking, once a day before and once an hour before its start. */
export const BookingReminderEvent = z.object({
  type: z.literal("booking.reminder"),
  bookingId: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  before: z.enum(Object.keys(REMINDER_HOURS) as [keyof typeof REMINDER_HOURS]),
});

/** A quote sent (pending), accepted, declined or withdrawn: to the other side of it. */
export const QuoteUpdatedEvent = z.object({
  type: z.literal("quote.updated"),
  quoteId: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  status: z.enum(QUOTE_STATUSES),
  total: z.string(),
  actorId: z.uuid(),
});

/** A change request asked for (pending), approved or declined: to the other side of it. */
export const ChangeUpdatedEvent = z.object({
  type: z.literal("change.updated"),
  changeId: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  status: z.enum(CHANGE_STATUSES),
  total: z.string(),
  actorId: z.uuid(),
});

/** A payment held, released, refunded, confirmed or disputed: to both sides of its job. */
export const PaymentUpdatedEvent = z.object({
  type: z.literal("payment.updated"),
  paymentId: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** A problem reported (opened) or decided by an admin (resolved), when that is the news. */
  dispute: z.enum(["opened", "resolved"]).optional(),
  /** Who changed it; null when Sipalu did (a release 72 hours after completion). */
  actorId: z.uuid().nullable(),
});

/** To every open tab of a user an admin has just suspended: the app signs out and says why. */
export const AccountSuspendedEvent = z.object({ type: z.literal("account.suspended") });

export const LiveEvent = z.discriminatedUnion("type", [
  BidCreatedEvent,
  BidUpdatedEvent,
  JobStatusEvent,
  JobEditedEvent,
  MessageCreatedEvent,
  InstantRequestEvent,
  InstantClosedEvent,
  VerificationReviewedEvent,
  VerificationRevokedEvent,
  AccountSuspendedEvent,
  BookingUpdatedEvent,
  BookingReminderEvent,
  QuoteUpdatedEvent,
  ChangeUpdatedEvent,
  PaymentUpdatedEvent,
]);
export type LiveEvent = z.infer<typeof LiveEvent>;
export type LiveEventType = LiveEvent["type"];
export const LIVE_EVENT_TYPES = LiveEvent.options.map((option) => option.shape.type.value);

/** GET /api/events: `lastEventId` stands in for the Last-Event-ID header where a client cannot set it. */
export const EventsQuery = z.object({
  lastEventId: z.coerce.number().int().min(0).optional(),
});
