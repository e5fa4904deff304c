import { BROWSE_CATEGORIES } from "@domain/categories";
import { type DashboardCalendar, monthIn } from "@domain/dashboard/calendar";
import { formatCompactNpr, formatNpr, toDevanagariDigits } from "@domain/money";
import { formatBsMonth } from "@domain/nepali-date";
import { formatCalendarDay, formatCalendarMonth, formatNepalDateTime, formatTimeOfDay } from "@domain/time";
import { useTranslation } from "react-i18next";
import { dateInBothCalendars } from "@/lib/dates";
import { currentLanguage } from "@/lib/i18n";

/**
 * Money, numbers, days and months of the dashboard in the active language. Nepali reads days in
 * Bikram Sambat, so its months are BS months too (the server counts them so: `calendar`).
 */
export function useDashboardFormat() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const calendar: DashboardCalendar = language === "ne" ? "bs" : "ad";
  const digits = (text: string) => (language === "ne" ? toDevanagariDigits(text) : text);
  return {
    language,
    calendar,
    /** The month "YYYY-MM" a day is in, in the dashboard's calendar. */
    monthOf: (day: string) => monthIn(calendar, day),
    number: (value: number) => digits(value.toLocaleString("en-IN")),
    money: (amount: number) => formatNpr(amount, language),
    compactMoney: (amount: number) => formatCompactNpr(amount, language),
    rating: (value: number) => digits(value.toFixed(1)),
    percent: (value: number) => digits(`${Math.round(value)}%`),
    day: (day: string) => formatCalendarDay(day, language),
    longDay: (day: string) => formatCalendarDay(day, language, "long"),
    month: (month: string) =>
      calendar === "bs" ? formatBsMonth(month, language, false) : formatCalendarMonth(month, language),
    longMonth: (month: string) =>
      calendar === "bs" ? formatBsMonth(month, language) : formatCalendarMonth(month, language, true),
    dateTime: (at: string) => formatNepalDateTime(at, language),
    /** "21 Nov 2026 · 5 Mangsir 2083 BS", for a title beside a shorter date. */
    bothCalendars: (at: string) => dateInBothCalendars(at, language),
    /** "9:00 am" (ne "बिहान ९:००") of an "HH:MM" time. */
    time: (time: string) => formatTimeOfDay(time, language),
    /** A browse category in the active language; any other as written. */
    category: (name: string) => {
      const known = BROWSE_CATEGORIES.find((category) => category === name);
      return known ? t(`categories.${known}`) : name;
    },
  };
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
