import type { DisplayLocale } from "@domain/money";
import { formatNepalDateTime, formatNepalTime } from "@domain/time";

const DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kathmandu",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * When saved data was read, in Nepal time and the app's one clock style: the time ("2:05 pm",
 * "दिउँसो २:०५") on the same Nepali day as `now`, else the day and time ("Sat 21 Nov, 10:00 am").
 * `today` says which, for the words around it.
 */
export function formatSavedTime(
  at: number,
  locale: DisplayLocale,
  now = Date.now(),
): { text: string; today: boolean } {
  if (DAY.format(at) !== DAY.format(now))
    return { text: formatNepalDateTime(new Date(at), locale), today: false };
  return { text: formatNepalTime(at, locale), today: true };
}
