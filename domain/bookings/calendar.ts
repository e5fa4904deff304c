import { addDays, nepalInstant } from "../kathmandu-day";
import { FREE_TIME_MIN_MINUTES } from "./rules";
import {
  type Busy,
  type DayChange,
  merged,
  type Span,
  type WeeklyHours,
  without,
  workingSpans,
} from "./slots";

/** A stretch of time, in ISO 8601 instants. */
export type TimeWindow = { startsAt: string; endsAt: string };

export type CalendarTimes = {
  /** The working hours of each day, as instants. */
  working: TimeWindow[];
  /** The working time no booking, hired job or buffer holds, from now on. */
  free: TimeWindow[];
  /** The Nepal dates with no working hours: a day off, or a weekday the professional does not work. */
  daysOff: string[];
};

const MINUTE_MS = 60_000;
const asWindow = ([start, end]: Span): TimeWindow => ({
  startsAt: new Date(start).toISOString(),
  endsAt: new Date(end).toISOString(),
});

/**
 * A professional's calendar of `days` Nepal dates from `from`: the working hours (weekly hours
 * changed by the dates' changes, as the bookable slots read them), the free time in them (less the
 * busy time, whose buffer it includes, and the past), and the days off. All in Nepal time, whatever
 * the server's zone.
 */
export function calendarTimes(
  weekly: readonly WeeklyHours[],
  changes: readonly DayChange[],
  busy: readonly Busy[],
  request: { from: string; days: number; now: Date },
): CalendarTimes {
  const working: Span[] = [];
  const daysOff: string[] = [];
  for (let day = 0; day < request.days; day += 1) {
    const date = addDays(request.from, day);
    const midnight = nepalInstant(date, "00:00")?.getTime() ?? 0;
    const spans = workingSpans(date, weekly, changes);
    if (spans.length === 0) daysOff.push(date);
    for (const [start, end] of spans)
      working.push([midnight + start * MINUTE_MS, midnight + end * MINUTE_MS]);
  }
  const held = merged([
    [Number.NEGATIVE_INFINITY, request.now.getTime()],
    ...busy.map((time): Span => [time.start.getTime(), time.end.getTime()]),
  ]);
  const free = held
    .reduce((spans, cut) => without(spans, cut), working)
    .filter(([start, end]) => end - start >= FREE_TIME_MIN_MINUTES * MINUTE_MS);
  return { working: working.map(asWindow), free: free.map(asWindow), daysOff };
}
