// Booking limits and rules without zod, so pages can use them without downloading it
// (domain/bookings/schemas.ts re-exports them next to its schemas).

/** A booking's life: waiting on the professional (requested) or, after they propose another time, on the customer (proposed). */
export const BOOKING_STATUSES = [
  "requested",
  "proposed",
  "accepted",
  "declined",
  "expired",
  "cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses that hold the professional's time: the database refuses two of them overlapping. */
export const HOLDING_STATUSES = [
  "requested",
  "proposed",
  "accepted",
] as const satisfies readonly BookingStatus[];
/** Waiting for an answer: from the professional (requested) or the customer (proposed). */
export const WAITING_STATUSES = ["requested", "proposed"] as const satisfies readonly BookingStatus[];

/** Who a waiting booking waits on. */
export type BookingSide = "customer" | "professional";
export const awaitedSide = (status: BookingStatus): BookingSide | null =>
  status === "requested" ? "professional" : status === "proposed" ? "customer" : null;

/** Bookable start times are on the half hour, from the start of a working window. */
export const SLOT_STEP_MINUTES = 30;
/** The soonest a booking may start: time for the professional to see it and travel. */
export const MIN_NOTICE_MINUTES = 120;
/** How far ahead the slots are asked for at most (days), and by default. */
export const SLOT_DAYS_MAX = 28;
export const SLOT_DAYS_DEFAULT = 7;
/** How many days a professional's calendar reads at once (a week view, at most two), and by default. */
export const CALENDAR_DAYS_MAX = 14;
export const CALENDAR_DAYS_DEFAULT = 7;
/** A free gap shorter than this (minutes) is not shown as free time on the calendar. */
export const FREE_TIME_MIN_MINUTES = SLOT_STEP_MINUTES;
/** How long a booking may be (hours, by halves), and by default. */
export const BOOKING_HOURS_MIN = 1;
export const BOOKING_HOURS_MAX = 8;
export const BOOKING_HOURS_DEFAULT = 2;
/** An unanswered request expires after this many hours, or at its start if sooner. */
export const ANSWER_WITHIN_HOURS = 12;
/**
 * Requests one customer may have waiting at once, in all and with one professional: a waiting
 * request holds the professional's time, so without a cap one account could hold a whole week.
 */
export const WAITING_REQUESTS_MAX = 5;
export const WAITING_REQUESTS_PER_PRO_MAX = 2;
/** A decline's reason, at most. */
export const DECLINE_REASON_MAX = 300;

/** When an answer is due: ANSWER_WITHIN_HOURS from `asked`, or the start itself if sooner. */
export function answerDueAt(asked: Date, startsAt: Date): Date {
  return new Date(Math.min(asked.getTime() + ANSWER_WITHIN_HOURS * 3_600_000, startsAt.getTime()));
}

/** The price of a booking: the professional's hourly rate for the hours booked, in rupees with paisa. */
export const bookingPrice = (hourlyRate: number, hours: number) => Math.round(hourlyRate * hours * 100) / 100;

/** Cancelling an agreed booking is free until this many hours before its start. */
export const FREE_CANCELLATION_HOURS = 24;
/** Later, the customer who cancels owes this percentage of the price (recorded, charged once payments exist). */
export const LATE_CANCELLATION_FEE_PERCENT = 20;
/** A cancellation's reason, at most. */
export const CANCEL_REASON_MAX = 300;
/** Reminders of an accepted booking go to both sides this long before its start (hours). */
export const REMINDER_HOURS = { day: 24, hour: 1 } as const;
export type ReminderKind = keyof typeof REMINDER_HOURS;

/** Whether cancelling at `now` is late: inside FREE_CANCELLATION_HOURS before the start. */
export const isLateCancellation = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() < FREE_CANCELLATION_HOURS * 3_600_000;

/**
 * What the customer owes for cancelling at `now` (NPR): nothing for a booking not yet agreed or
 * before the free-cancellation window, else LATE_CANCELLATION_FEE_PERCENT of the price.
 */
export function lateCancellationFee(
  booking: { status: BookingStatus; startsAt: string | Date; price: number },
  now: Date,
): number {
  if (booking.status !== "accepted" || !isLateCancellation(new Date(booking.startsAt), now)) return 0;
  return Math.round(booking.price * LATE_CANCELLATION_FEE_PERCENT) / 100;
}

/** What happened to an accepted booking's time: told live with its `booking.updated`. */
export const RESCHEDULE_CHANGES = [
  "reschedule_requested",
  "rescheduled",
  "reschedule_declined",
  "reschedule_expired",
] as const;
export type RescheduleChange = (typeof RESCHEDULE_CHANGES)[number];

/** How often a recurring booking repeats, and how many days apart its occurrences are. */
export const SERIES_EVERY = ["week", "2weeks"] as const;
export type SeriesEvery = (typeof SERIES_EVERY)[number];
export const SERIES_EVERY_DAYS: Record<SeriesEvery, number> = { week: 7, "2weeks": 14 };
/** How many occurrences a recurring booking has, at least and at most. */
export const SERIES_COUNT_MIN = 2;
export const SERIES_COUNT_MAX = 12;

/** The start of each occurrence of a series from `startsAt` (Nepal keeps no summer time: a week is 7 × 24 hours). */
export function seriesStarts(startsAt: string | Date, every: SeriesEvery, count: number): Date[] {
  const first = new Date(startsAt).getTime();
  return Array.from(
    { length: count },
    (_, index) => new Date(first + index * SERIES_EVERY_DAYS[every] * 86_400_000),
  );
}

/** Which occurrences cancelling one reaches: that one only, or it and the later ones of its series. */
export const CANCEL_SCOPES = ["this", "following"] as const;
