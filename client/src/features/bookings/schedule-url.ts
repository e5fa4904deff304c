import { nepalDay, weekStart } from "@domain/kathmandu-day";
import { useSearchParams } from "wouter";

export const SCHEDULE_VIEWS = ["day", "week", "list"] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

function isDay(value: string | null): value is string {
  const at = Date.parse(`${value}T00:00:00Z`);
  return value !== null && !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value;
}

/** The URL of a view of the calendar on a Nepal date (today's week by default). */
export const scheduleHref = (view: ScheduleView, date: string) => `/calendar?view=${view}&date=${date}`;

/**
 * The professional's calendar view and date, kept in the URL (`?view=day&date=2026-12-01`) so a
 * reload, a shared link and the back button keep them: the week by default, on today in Nepal.
 */
export function useScheduleUrl() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("view");
  const view: ScheduleView = SCHEDULE_VIEWS.find((name) => name === asked) ?? "week";
  const askedDate = params.get("date");
  const today = nepalDay();
  const date = isDay(askedDate) ? askedDate : today;
  const range = view === "day" ? { from: date, days: 1 } : { from: weekStart(date), days: 7 };
  const go = (next: { view?: ScheduleView; date?: string }) =>
    setParams({ view: next.view ?? view, date: next.date ?? date });
  return { view, date, today, range, go };
}
