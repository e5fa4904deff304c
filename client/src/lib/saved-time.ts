import { type DisplayLocale, toDevanagariDigits } from "@domain/money";
import { formatNepalDateTime } from "@domain/time";

const NEPAL = "Asia/Kathmandu";
const CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: NEPAL,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: NEPAL,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * When saved data was read, in Nepal time: the clock ("14:05", "१४:०५") on the same Nepali day as
 * `now`, else the day and time ("Sat 21 Nov, 10:00 am"). `today` says which, for the words around it.
 */
export function formatSavedTime(
  at: number,
  locale: DisplayLocale,
  now = Date.now(),
): { text: string; today: boolean } {
  if (DAY.format(at) !== DAY.format(now))
    return { text: formatNepalDateTime(new Date(at), locale), today: false };
  const clock = CLOCK.format(at);
  return { text: locale === "ne" ? toDevanagariDigits(clock) : clock, today: true };
}
