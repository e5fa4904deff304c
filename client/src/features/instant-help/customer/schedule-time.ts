import { SCHEDULE_MAX_DAYS } from "@domain/instant-help/rules";
import { ScheduleInstantBody } from "@domain/instant-help/schemas";
import { addDays, format } from "date-fns";

export type ScheduleProblem = {
  field: "date" | "time";
  problem: "dateRequired" | "timeRequired" | "past" | "tooFar";
};

/** Schedule Later starts at tomorrow 09:00, local time ("YYYY-MM-DD", "HH:MM" as the inputs hold them). */
export const defaultSchedule = (now = new Date()) => ({
  date: format(addDays(now, 1), "yyyy-MM-dd"),
  time: "09:00",
});

/** The last day the date input offers (the server takes up to SCHEDULE_MAX_DAYS ahead). */
export const lastScheduleDay = (now = new Date()) => format(addDays(now, SCHEDULE_MAX_DAYS), "yyyy-MM-dd");

/** The chosen local date and time as the body's ISO instant, checked with the domain schema. */
export function checkSchedule(date: string, time: string): { scheduledAt: string } | ScheduleProblem {
  if (!date) return { field: "date", problem: "dateRequired" };
  if (!time) return { field: "time", problem: "timeRequired" };
  const at = new Date(`${date}T${time}`);
  if (Number.isNaN(at.getTime())) return { field: "date", problem: "dateRequired" };
  const scheduledAt = at.toISOString();
  if (ScheduleInstantBody.safeParse({ scheduledAt }).success) return { scheduledAt };
  return at.getTime() <= Date.now()
    ? { field: "time", problem: "past" }
    : { field: "date", problem: "tooFar" };
}
