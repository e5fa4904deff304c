import type { Booking, Calendar } from "@domain/bookings/schemas";
import { nepalDay, nepalInstant } from "@domain/kathmandu-day";
import type { DisplayLocale } from "@domain/money";
import { formatNepalTime } from "@domain/time";

export type TimeWindow = Calendar["free"][number];

/** "9:00 am–11:00 am" (Nepali words and digits in Nepali). */
export const timeRange = (window: TimeWindow, locale: DisplayLocale) =>
  `${formatNepalTime(window.startsAt, locale)}–${formatNepalTime(window.endsAt, locale)}`;

/** Minutes from the Nepal midnight that starts `date` to an instant (negative before it). */
export function minutesInto(date: string, at: string): number {
  const midnight = nepalInstant(date, "00:00")?.getTime() ?? 0;
  return (Date.parse(at) - midnight) / 60_000;
}

/** The windows (or bookings) that start on a Nepal date, in order. */
export const startingOn = <T extends TimeWindow>(date: string, items: readonly T[]) =>
  items.filter((item) => nepalDay(item.startsAt) === date);

/** A booking or a free stretch of a day, in the order they come. */
export type DayItem = { kind: "booking"; booking: Booking } | { kind: "free"; window: TimeWindow };

export function dayItems(date: string, calendar: Calendar): DayItem[] {
  const items: DayItem[] = [
    ...startingOn(date, calendar.bookings).map((booking) => ({ kind: "booking" as const, booking })),
    ...startingOn(date, calendar.free).map((window) => ({ kind: "free" as const, window })),
  ];
  const start = (item: DayItem) =>
    Date.parse(item.kind === "booking" ? item.booking.startsAt : item.window.startsAt);
  return items.sort((a, b) => start(a) - start(b));
}

/** Where a booking stands for the professional, as the calendar labels it. */
export type EventStatus = "awaiting" | "waitingCustomer" | "reschedule" | "booked";
export function eventStatus(booking: Booking): EventStatus {
  if (booking.status === "requested") return "awaiting";
  if (booking.status === "proposed") return "waitingCustomer";
  return booking.reschedule ? "reschedule" : "booked";
}
export const STATUS_BADGE = {
  awaiting: "warning",
  waitingCustomer: "warning",
  reschedule: "warning",
  booked: "success",
} as const;
