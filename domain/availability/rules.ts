// Availability limits and rules without zod, so pages can use them without downloading it
// (domain/availability/schemas.ts re-exports them next to its schemas).

/** "HH:MM", 24-hour clock, 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const BUFFER_MAX = 240;

export const REASON_MAX = 200;

export const BLOCKS_PER_DAY_MAX = 6;

export const BLOCKS_MAX = BLOCKS_PER_DAY_MAX * 7;

export const EXCEPTIONS_MAX = 60;

export const END_AFTER_START = "End time must be after start time";

export const TIMES_TOGETHER = "Give both a start and an end time, or neither for the whole day";

export const DATE_IN_PAST = "Date cannot be in the past";

type Window = { startTime: string | null; endTime: string | null };

/** Two windows share time; touching (one ends as the other starts) is fine; null times are all day. */
function overlaps(a: Window, b: Window): boolean {
  if (!a.startTime || !a.endTime || !b.startTime || !b.endTime) return true;
  return a.startTime < b.endTime && b.startTime < a.endTime;
}

/** The first pair of indexes whose windows overlap within the same group (day or date), if any. */
export function findOverlap<T extends Window>(items: readonly T[], group: (item: T) => unknown) {
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i] as T;
      const b = items[j] as T;
      if (group(a) === group(b) && overlaps(a, b)) return [i, j] as const;
    }
  }
  return null;
}

/** "08:00:00" (PostgreSQL time) → "08:00". */
export function hhmm(time: string): string {
  return time.slice(0, 5);
}
