// The dashboard's calendars without zod, so the dashboard page can use them without downloading it
// (./schemas.ts re-exports them next to its schemas).
import { monthOf } from "../kathmandu-day";
import { bsMonthOf, bsMonthStart } from "../nepali-date";

/**
 * The calendar the dashboard's months are counted in: Gregorian ("ad", English readers) or Bikram
 * Sambat ("bs", Nepali readers, whose days the dashboard already writes in BS).
 */
export const DASHBOARD_CALENDARS = ["ad", "bs"] as const;
export type DashboardCalendar = (typeof DASHBOARD_CALENDARS)[number];

/** The month "YYYY-MM" a Nepali day falls in, in that calendar (a day outside the BS table in AD). */
export function monthIn(calendar: DashboardCalendar, day: string): string {
  return (calendar === "bs" && bsMonthOf(day)) || monthOf(day);
}

/** The first Nepali day of a month "YYYY-MM" of that calendar. */
export function monthStartIn(calendar: DashboardCalendar, month: string): string {
  return (calendar === "bs" && bsMonthStart(month)) || `${month}-01`;
}
