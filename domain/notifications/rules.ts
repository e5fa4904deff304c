import type { LiveEvent } from "../events/schemas";

/**
 * What a person can be told about, grouped as they choose how to hear of it (issue 20). Each live
 * event worth keeping becomes a notification of one of these kinds; the rest (a stream's own
 * bookkeeping, someone's own step) stay on the live stream only.
 */
export const NOTIFICATION_KINDS = [
  "bookings",
  "reminders",
  "bids",
  "quotes",
  "jobs",
  "messages",
  "payments",
  "verification",
  "instant",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ["inApp", "push", "sms"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelChoice = Record<NotificationChannel, boolean>;
export type NotificationChannels = Record<NotificationKind, ChannelChoice>;

/**
 * The defaults: everything in the app and by push; SMS (which costs Sipalu and reaches phones
 * with no data) for what loses a job when missed: booking requests and answers, instant requests.
 */
export const DEFAULT_NOTIFICATION_CHANNELS: NotificationChannels = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [
    kind,
    { inApp: true, push: true, sms: kind === "bookings" || kind === "instant" },
  ]),
) as NotificationChannels;

/** Quiet hours as "HH:MM" in Nepal time, from `start` until `end` (across midnight when end < start). */
export type QuietHours = { enabled: boolean; start: string; end: string };
export const DEFAULT_QUIET_HOURS: QuietHours = { enabled: true, start: "21:00", end: "07:00" };

/** Kept this long, then deleted: a notification centre is news, not an archive. */
export const NOTIFICATION_RETENTION_DAYS = 90;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The kind of notification an event is for one of its recipients, or null when it is no news to
 * them: their own step, a stream's bookkeeping, or what another notification already said.
 */
export function notificationKindOf(event: LiveEvent, recipientId: string): NotificationKind | null {
  switch (event.type) {
    case "bid.created":
    case "bid.updated":
      return "bids";
    case "job.status":
      if (event.actorId === recipientId) return null;
      // Hired by bid or by quote: the bid's or the quote's own news says so.
      if (event.status === "accepted" && (event.bidId || event.previousStatus === "open")) return null;
      return "jobs";
    case "job.edited":
      return "jobs";
    case "message.created":
      return event.senderId === recipientId ? null : "messages";
    case "instant.request":
      return "instant";
    case "verification.reviewed":
    case "verification.revoked":
      return "verification";
    case "booking.updated":
      return event.actorId === recipientId ? null : "bookings";
    case "booking.reminder":
      return "reminders";
    case "quote.updated":
    case "change.updated":
      return event.actorId === recipientId ? null : "quotes";
    case "payment.updated":
      return event.actorId === recipientId ? null : "payments";
    case "instant.closed":
    case "account.suspended":
      return null;
  }
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** Whether a minute of the Nepal day (0-1439) falls in the quiet hours. */
export function inQuietHours(quiet: QuietHours, nepalMinute: number): boolean {
  if (!quiet.enabled) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? nepalMinute >= start && nepalMinute < end : nepalMinute >= start || nepalMinute < end;
}

/**
 * The channels a notification goes out on now: what the person chose for its kind, with push and
 * SMS held back in quiet hours, except instant help (someone is waiting at their door).
 */
export function channelsFor(
  kind: NotificationKind,
  channels: NotificationChannels,
  quiet: QuietHours,
  nepalMinute: number,
): NotificationChannel[] {
  const chosen = channels[kind];
  const hush = kind !== "instant" && inQuietHours(quiet, nepalMinute);
  return NOTIFICATION_CHANNELS.filter((channel) => chosen[channel] && (channel === "inApp" || !hush));
}

/**
 * When a push or an SMS made at `at` may go out: now, or when the quiet hours end (Nepal time);
 * instant help at once whatever the hour.
 */
function heldUntil(kind: NotificationKind, quiet: QuietHours, at: Date, nepalMinute: number): Date {
  if (kind === "instant" || !inQuietHours(quiet, nepalMinute)) return at;
  const waitMinutes = (minutesOf(quiet.end) - nepalMinute + 1440) % 1440;
  const startOfMinute = at.getTime() - (at.getTime() % 60_000);
  return new Date(startOfMinute + waitMinutes * 60_000);
}

/**
 * When a push of this kind, made at `at`, may go out: now, or when the quiet hours end (Nepal
 * time); null when the person does not want it pushed.
 */
export function pushAfter(
  kind: NotificationKind,
  channels: NotificationChannels,
  quiet: QuietHours,
  at: Date,
  nepalMinute: number,
): Date | null {
  if (!channels[kind]?.push) return null;
  return heldUntil(kind, quiet, at, nepalMinute);
}

/** The kinds whose news can go by SMS at all (see smsWorthy): for any other, SMS is never sent. */
export const SMS_KINDS: readonly NotificationKind[] = ["bookings", "instant"];

/**
 * The events worth an SMS (which costs Sipalu, and counts against the phone's daily cap that its
 * sign-in codes share), whatever else a person turns SMS on for: what loses work or a visit when
 * missed with the app closed.
 * - `booking.updated` "requested" with no `change`: a booking request, or the customer's own time
 *   in answer to a proposal; either is the customer's step waiting on the professional, so it goes
 *   to the professional.
 * - `booking.updated` "accepted" with no `change` (the booking confirmed) or with `change`
 *   "rescheduled" (moved to the time asked for): to the side that did not take that step, usually
 *   the customer; a professional whose proposed time the customer took is told the same way.
 * - `instant.request`: to each professional it is offered to, while someone waits.
 * Never: proposals, declines, expiries, cancellations, reminders, messages, bids, quotes, payments
 * (the app and push carry those).
 */
export function smsWorthy(event: LiveEvent): boolean {
  switch (event.type) {
    case "instant.request":
      return true;
    case "booking.updated":
      return (
        (event.status === "requested" && event.change === undefined) ||
        (event.status === "accepted" && (event.change === undefined || event.change === "rescheduled"))
      );
    default:
      return false;
  }
}

/**
 * When an SMS of this event, made at `at`, may go out: now, or when the quiet hours end (instant
 * help at once); null when it is not worth an SMS or the person turned SMS off for its kind.
 */
export function smsAfter(
  event: LiveEvent,
  kind: NotificationKind,
  channels: NotificationChannels,
  quiet: QuietHours,
  at: Date,
  nepalMinute: number,
): Date | null {
  if (!SMS_KINDS.includes(kind) || !smsWorthy(event) || !channels[kind]?.sms) return null;
  return heldUntil(kind, quiet, at, nepalMinute);
}
