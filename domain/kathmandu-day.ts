/**
 * Calendar days in Nepal. Nepal Standard Time is UTC+05:45 all year (no daylight saving), so a
 * fixed offset gives the Asia/Kathmandu date everywhere, on the server and in any browser.
 * A day is "YYYY-MM-DD", a month "YYYY-MM"; weeks start on Sunday, as Nepal's week does.
 */
export const NEPAL_TIME_ZONE = "Asia/Kathmandu";
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Nepali calendar day of an instant (now by default). */
export function nepalDay(at: Date | number | string = Date.now()): string {
  return isoDay(new Date(at).getTime() + NEPAL_OFFSET_MS);
}

/**
 * The instant a Nepal wall-clock day "YYYY-MM-DD" and time "HH:MM" name, whatever the device's
 * time zone ("2026-11-21", "09:00" is 03:15 UTC); null for anything else.
 */
export function nepalInstant(day: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const midnight = utcDay(day);
  if (Number.isNaN(midnight) || isoDay(midnight) !== day || hour > 23 || minute > 59) return null;
  return new Date(midnight + (hour * 60 + minute) * 60_000 - NEPAL_OFFSET_MS);
}

/** The minute of the Nepal day (0-1439) an instant falls on. */
export function nepalMinuteOfDay(at: Date | number | string = Date.now()): number {
  const ms = new Date(at).getTime() + NEPAL_OFFSET_MS;
  return Math.floor((((ms % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}

export function addDays(day: string, days: number): string {
  return isoDay(utcDay(day) + days * DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function dayOfWeek(day: string): number {
  return new Date(utcDay(day)).getUTCDay();
}

/** The Sunday on or before the day. */
export function weekStart(day: string): string {
  return addDays(day, -dayOfWeek(day));
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** "2026-11" plus -11 months is "2025-12". */
export function addMonths(month: string, months: number): string {
  const [year = 0, index = 1] = month.split("-").map(Number);
  const total = year * 12 + (index - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
}
