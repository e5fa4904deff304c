import type { WeeklyWindow } from "../professionals/schemas";
import { hhmm } from "./rules";

export type TimeRange = { start: string; end: string };
/** Days (0 Sunday … 6 Saturday, in order) that share the same hours: "Sun–Fri 8:00 AM–6:00 PM". */
export type ScheduleGroup = { days: number[]; ranges: TimeRange[] };

/**
 * Folds weekly windows into groups of consecutive days with identical hours, Sunday first (Nepal's
 * working week runs Sunday to Friday). Days without windows are left out.
 */
export function groupWeeklySchedule(windows: readonly WeeklyWindow[]): ScheduleGroup[] {
  const byDay = new Map<number, TimeRange[]>();
  const sorted = [...windows].sort(
    (a, b) => a.dayOfWeek - b.dayOfWeek || hhmm(a.startTime).localeCompare(hhmm(b.startTime)),
  );
  for (const window of sorted) {
    const ranges = byDay.get(window.dayOfWeek) ?? [];
    ranges.push({ start: hhmm(window.startTime), end: hhmm(window.endTime) });
    byDay.set(window.dayOfWeek, ranges);
  }
  const groups: ScheduleGroup[] = [];
  let previous: { day: number; key: string; group: ScheduleGroup } | undefined;
  for (const [day, ranges] of byDay) {
    const key = ranges.map((range) => `${range.start}-${range.end}`).join(",");
    if (previous && previous.key === key && previous.day === day - 1) {
      previous.group.days.push(day);
      previous.day = day;
      continue;
    }
    const group = { days: [day], ranges };
    groups.push(group);
    previous = { day, key, group };
  }
  return groups;
}

/** "08:00" → { hour: 8, minute: 0 }, for locale-aware formatting. */
export function parseTime(time: string): { hour: number; minute: number } {
  const [hour = "0", minute = "0"] = time.split(":");
  return { hour: Number(hour), minute: Number(minute) };
}
