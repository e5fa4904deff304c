import { addDays, dayOfWeek, nepalInstant } from "../kathmandu-day";
import { MIN_NOTICE_MINUTES, SLOT_STEP_MINUTES } from "./rules";

/** A weekly working window ("HH:MM" or "HH:MM:SS", Nepal time); dayOfWeek 0 is Sunday. */
export type WeeklyHours = { dayOfWeek: number; startTime: string; endTime: string; isAvailable: boolean };
/** A one-off change on a Nepal date: a day off (no times), hours off, or extra hours (isAvailable). */
export type DayChange = {
  date: string;
  startTime: string | null;
  endTime: string | null;
  isAvailable: boolean;
};
/** Time already held: a booking or a hired job, from its start to its end plus the buffer after it. */
export type Busy = { start: Date; end: Date };

export type SlotRequest = {
  /** The first Nepal date, "YYYY-MM-DD", and how many days from it. */
  from: string;
  days: number;
  /** How long the work takes, and the professional's buffer kept free after each booking. */
  durationMinutes: number;
  bufferMinutes: number;
  now: Date;
  noticeMinutes?: number;
};

export type Span = [start: number, end: number];

const MINUTE_MS = 60_000;
const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
};
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Spans sorted and merged where they touch or overlap. */
export function merged(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** `spans` less `cut`. */
export function without(spans: Span[], cut: Span): Span[] {
  return spans.flatMap(([start, end]): Span[] => {
    if (cut[1] <= start || cut[0] >= end) return [[start, end]];
    return [
      ...(cut[0] > start ? [[start, cut[0]] as Span] : []),
      ...(cut[1] < end ? [[cut[1], end] as Span] : []),
    ];
  });
}

/** The working minutes of one Nepal date: the weekly hours of its weekday, changed by that date's changes. */
export function workingSpans(
  date: string,
  weekly: readonly WeeklyHours[],
  changes: readonly DayChange[],
): Span[] {
  const weekday = dayOfWeek(date);
  let spans = merged(
    weekly
      .filter((window) => window.isAvailable && window.dayOfWeek === weekday)
      .map((window): Span => [minutesOf(window.startTime), minutesOf(window.endTime)]),
  );
  const today = changes.filter((change) => change.date === date);
  if (today.some((change) => !change.isAvailable && change.startTime === null)) return [];
  for (const change of today) {
    if (change.startTime === null || change.endTime === null) continue;
    const span: Span = [minutesOf(change.startTime), minutesOf(change.endTime)];
    spans = change.isAvailable ? merged([...spans, span]) : without(spans, span);
  }
  return spans;
}

/**
 * The bookable start times, oldest first: every half hour of a working window from which the work
 * fits inside the window, at least the notice after now, and whose time (with the buffer after it)
 * meets no busy time. All in Nepal time, whatever the server's or the browser's zone.
 */
export function freeSlots(
  weekly: readonly WeeklyHours[],
  changes: readonly DayChange[],
  busy: readonly Busy[],
  request: SlotRequest,
): Date[] {
  const soonest = request.now.getTime() + (request.noticeMinutes ?? MIN_NOTICE_MINUTES) * MINUTE_MS;
  const held = request.durationMinutes + request.bufferMinutes;
  const slots: Date[] = [];
  for (let day = 0; day < request.days; day += 1) {
    const date = addDays(request.from, day);
    for (const [start, end] of workingSpans(date, weekly, changes)) {
      for (let minute = start; minute + request.durationMinutes <= end; minute += SLOT_STEP_MINUTES) {
        const at = nepalInstant(date, clock(minute));
        if (!at || at.getTime() < soonest) continue;
        const until = at.getTime() + held * MINUTE_MS;
        const clash = busy.some((time) => time.start.getTime() < until && at.getTime() < time.end.getTime());
        if (!clash) slots.push(at);
      }
    }
  }
  return slots;
}
