import { SCHEDULE_MAX_DAYS } from "@domain/instant-help/rules";
import { ScheduleInstantBody } from "@domain/instant-help/schemas";
import { addDays, nepalDay, nepalInstant } from "@domain/kathmandu-day";

export type ScheduleProblem = {
  field: "date" | "time";
  problem: "dateRequired" | "timeRequired" | "past" | "tooFar";
};

// Every date and time here is Nepal's wall clock (the job happens in Nepal), never the device's:
// "tomorrow 09:00" from a phone set to UTC is still 09:00 in Kathmandu.

/** Schedule Later starts at tomorrow 09:00 in Nepal ("YYYY-MM-DD", "HH:MM" as the inputs hold them). */
export const defaultSchedule = (now = new Date()) => ({
  date: addDays(nepalDay(now), 1),
  time: "09:00",
});

/** The first day the date input offers: today in Nepal. */
export const firstScheduleDay = (now = new Date()) => nepalDay(now);

/** The last day the date input offers (the server takes up to SCHEDULE_MAX_DAYS ahead). */
export const lastScheduleDay = (now = new Date()) => addDays(nepalDay(now), SCHEDULE_MAX_DAYS);

/** The chosen Nepal date and time as the body's ISO instant, checked with the domain schema. */
export function checkSchedule(date: string, time: string): { scheduledAt: string } | ScheduleProblem {
  if (!date) return { field: "date", problem: "dateRequired" };
  if (!time) return { field: "time", problem: "timeRequired" };
  const at = nepalInstant(date, time);
  if (!at) return { field: "date", problem: "dateRequired" };
  const scheduledAt = at.toISOString();
  if (ScheduleInstantBody.safeParse({ scheduledAt }).success) return { scheduledAt };
  return at.getTime() <= Date.now()
    ? { field: "time", problem: "past" }
    : { field: "date", problem: "tooFar" };
}
