import { dayOfWeek, NEPAL_TIME_ZONE, nepalDay } from "@domain/kathmandu-day";
import type { DisplayLocale } from "@domain/money";
import { formatCalendarDay, formatNepalTime, NE_WEEKDAYS_SHORT } from "@domain/time";

const DAY_MS = 24 * 60 * 60 * 1000;

const EN_WEEKDAY = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: NEPAL_TIME_ZONE });

/**
 * A chat timestamp in Nepal time, whatever the device's time zone: the time today, the weekday and
 * time within a week, the date and time before that ("9:05 am", "Tue, 6:00 pm", "20 Feb, 8:45 am";
 * Nepali "बिहान ९:०५", "मङ्गल, बेलुकी ६:००", "८ फागुन, बिहान ८:४५", dates in Bikram Sambat).
 */
export function formatMessageTime(
  date: Date | string,
  locale: DisplayLocale = "en",
  now = new Date(),
): string {
  const when = new Date(date);
  const day = nepalDay(when);
  const time = formatNepalTime(when, locale);
  if (day === nepalDay(now)) return time;
  if (now.getTime() - when.getTime() < 6 * DAY_MS) {
    const weekday = locale === "ne" ? NE_WEEKDAYS_SHORT[dayOfWeek(day)] : EN_WEEKDAY.format(when);
    return `${weekday}, ${time}`;
  }
  return `${formatCalendarDay(day, locale)}, ${time}`;
}
