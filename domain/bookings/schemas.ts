import { z } from "zod";
import { idField, Timestamp } from "../jobs/schemas";
import { filledText } from "../text";
import {
  BOOKING_HOURS_DEFAULT,
  BOOKING_HOURS_MAX,
  BOOKING_HOURS_MIN,
  BOOKING_STATUSES,
  CALENDAR_DAYS_DEFAULT,
  CALENDAR_DAYS_MAX,
  CANCEL_REASON_MAX,
  CANCEL_SCOPES,
  DECLINE_REASON_MAX,
  SERIES_COUNT_MAX,
  SERIES_COUNT_MIN,
  SERIES_EVERY,
  SLOT_DAYS_DEFAULT,
  SLOT_DAYS_MAX,
} from "./rules";

export * from "./rules";

const hours = z
  .number({ error: "Hours must be a number" })
  .multipleOf(0.5, "Hours must be in half hours")
  .min(BOOKING_HOURS_MIN, `Book at least ${BOOKING_HOURS_MIN} hour`)
  .max(BOOKING_HOURS_MAX, `Book at most ${BOOKING_HOURS_MAX} hours at once`);

/** A Nepal date, "YYYY-MM-DD": the first day a read covers. */
const fromDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "From must be a date like 2026-12-01")
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "From must be a real date");

/** How many days a read covers, from 1 to `max`. */
const dayCount = (max: number, fallback: number) =>
  z.coerce
    .number({ error: "Days must be a number" })
    .int("Days must be a whole number")
    .min(1, "Days must be at least 1")
    .max(max, `Days must be at most ${max}`)
    .default(fallback);

/** GET /api/professionals/:id/slots: Nepal dates from `from` (today by default) for `days` days. */
export const SlotsQuery = z.object({
  from: fromDay.optional(),
  days: dayCount(SLOT_DAYS_MAX, SLOT_DAYS_DEFAULT),
  hours: z.coerce.number({ error: "Hours must be a number" }).pipe(hours).default(BOOKING_HOURS_DEFAULT),
});
export type SlotsQuery = z.input<typeof SlotsQuery>;

export const Slot = z.object({ startsAt: Timestamp });
export type Slot = z.infer<typeof Slot>;
export const Slots = z.array(Slot);

const startsAtField = z.iso.datetime({ offset: true, error: "Choose a time from the list" });

/** A recurring booking: the same time every week or every two weeks, this many times in all. */
export const Repeat = z.object({
  every: z.enum(SERIES_EVERY, { error: "Repeat every must be week or 2weeks" }),
  count: z
    .number({ error: "Occurrences must be a number" })
    .int("Occurrences must be a whole number")
    .min(SERIES_COUNT_MIN, `Repeat at least ${SERIES_COUNT_MIN} times`)
    .max(SERIES_COUNT_MAX, `Repeat at most ${SERIES_COUNT_MAX} times`),
});
export type Repeat = z.infer<typeof Repeat>;

/**
 * POST /api/bookings: a request for one free slot of a professional, at their hourly rate; with
 * `repeat`, for the same time every week or two weeks (each occurrence a booking of its own).
 */
export const CreateBookingBody = z.object({
  professionalId: idField("Professional"),
  skillCategory: filledText("Service category", 60),
  title: filledText("Title", 120),
  description: filledText("Description", 5000),
  location: filledText("Location", 200),
  startsAt: startsAtField,
  estimatedHours: hours.default(BOOKING_HOURS_DEFAULT),
  repeat: Repeat.optional(),
});
export type CreateBookingBody = z.input<typeof CreateBookingBody>;

/** POST /api/bookings/:id/decline: an optional reason the other side sees. */
export const DeclineBookingBody = z.object({
  reason: z
    .string({ error: "Reason must be text" })
    .trim()
    .max(DECLINE_REASON_MAX, `Reason must be at most ${DECLINE_REASON_MAX} characters`)
    .optional(),
});

/** POST /api/bookings/:id/propose: another free start time for the same work. */
export const ProposeBookingBody = z.object({ startsAt: startsAtField });

/** GET /api/professionals/:id/slots/repeat: whether each occurrence of a recurring booking would be free. */
export const SeriesQuery = z.object({
  startsAt: startsAtField,
  hours: z.coerce.number({ error: "Hours must be a number" }).pipe(hours).default(BOOKING_HOURS_DEFAULT),
  every: Repeat.shape.every,
  count: z.coerce.number({ error: "Occurrences must be a number" }).pipe(Repeat.shape.count),
});
export type SeriesQuery = z.input<typeof SeriesQuery>;

export const SeriesDates = z.array(z.object({ startsAt: Timestamp, free: z.boolean() }));
export type SeriesDates = z.infer<typeof SeriesDates>;

/**
 * POST /api/bookings/:id/cancel: either side, with an optional reason the other side sees; of a
 * series, this occurrence (the default) or it and the following ones.
 */
export const CancelBookingBody = z.object({
  scope: z.enum(CANCEL_SCOPES, { error: "Scope must be this or following" }).default("this"),
  reason: z
    .string({ error: "Reason must be text" })
    .trim()
    .max(CANCEL_REASON_MAX, `Reason must be at most ${CANCEL_REASON_MAX} characters`)
    .optional(),
});

/** POST /api/bookings/:id/reschedule: another free start time for an agreed booking, for the other side to accept. */
export const RescheduleBookingBody = ProposeBookingBody;

const BookingPerson = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
});

export const BookingStatus = z.enum(BOOKING_STATUSES);

/** A booking as both its sides see it. */
export const Booking = z.object({
  id: z.string(),
  jobId: z.string(),
  title: z.string(),
  skillCategory: z.string(),
  location: z.string(),
  status: BookingStatus,
  /** Who must answer next, while it waits. */
  awaiting: z.enum(["customer", "professional"]).nullable(),
  startsAt: Timestamp,
  endsAt: Timestamp,
  /** The time first asked for, when the professional proposed another. */
  requestedStartsAt: Timestamp,
  estimatedHours: z.number(),
  hourlyRate: z.number(),
  /** The agreed price (NPR): rate × hours. */
  price: z.number(),
  /** When an unanswered booking expires. */
  answerBy: Timestamp,
  declineReason: z.string().nullable(),
  /** Who cancelled it, and why. */
  cancelledBy: z.enum(["customer", "professional"]).nullable(),
  cancelReason: z.string().nullable(),
  /** The late-cancellation fee recorded against the customer (NPR), if any. */
  cancellationFee: z.number().nullable(),
  /** Another time one side asked for, waiting on the other side's answer (the booking keeps its time meanwhile). */
  reschedule: z
    .object({
      startsAt: Timestamp,
      endsAt: Timestamp,
      requestedBy: z.enum(["customer", "professional"]),
      answerBy: Timestamp,
    })
    .nullable(),
  /** The recurring booking this is one occurrence of (index 1 to count), if any. */
  series: z
    .object({ id: z.string(), every: z.enum(SERIES_EVERY), count: z.number(), index: z.number() })
    .nullable(),
  customer: BookingPerson,
  professional: BookingPerson,
  createdAt: Timestamp,
});
export type Booking = z.infer<typeof Booking>;

/** GET /api/bookings: mine, as customer or professional; `waiting` only those waiting on me. */
export const BookingsQuery = z.object({
  view: z
    .enum(["upcoming", "waiting", "all"], { error: "View must be upcoming, waiting or all" })
    .default("upcoming"),
});

/** GET /api/bookings/calendar: the professional's own calendar, Nepal dates from `from` (today by default). */
export const CalendarQuery = z.object({
  from: fromDay.optional(),
  days: dayCount(CALENDAR_DAYS_MAX, CALENDAR_DAYS_DEFAULT),
});
export type CalendarQuery = z.input<typeof CalendarQuery>;

const TimeWindow = z.object({ startsAt: Timestamp, endsAt: Timestamp });

/** A professional's days: the bookings holding their time, their working hours, free time and days off. */
export const Calendar = z.object({
  from: z.string(),
  days: z.number(),
  bookings: Booking.array(),
  working: TimeWindow.array(),
  free: TimeWindow.array(),
  daysOff: z.string().array(),
});
export type Calendar = z.infer<typeof Calendar>;
