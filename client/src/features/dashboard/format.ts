import { BROWSE_CATEGORIES } from "@domain/categories";
import { formatCompactNpr, formatNpr, toDevanagariDigits } from "@domain/money";
import { formatCalendarDay, formatCalendarMonth, formatNepalDateTime } from "@domain/time";
import { useTranslation } from "react-i18next";
import { dateInBothCalendars } from "@/lib/dates";
import { currentLanguage } from "@/lib/i18n";

/** Money, numbers, days and months of the dashboard in the active language. */
export function useDashboardFormat() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const digits = (text: string) => (language === "ne" ? toDevanagariDigits(text) : text);
  return {
    language,
    number: (value: number) => digits(value.toLocaleString("en-IN")),
    money: (amount: number) => formatNpr(amount, language),
    compactMoney: (amount: number) => formatCompactNpr(amount, language),
    rating: (value: number) => digits(value.toFixed(1)),
    percent: (value: number) => digits(`${Math.round(value)}%`),
    day: (day: string) => formatCalendarDay(day, language),
    longDay: (day: string) => formatCalendarDay(day, language, "long"),
    month: (month: string) => formatCalendarMonth(month, language),
    longMonth: (month: string) => formatCalendarMonth(month, language, true),
    dateTime: (at: string) => formatNepalDateTime(at, language),
    /** "21 Nov 2026 · 5 Mangsir 2083 BS", for a title beside a shorter date. */
    bothCalendars: (at: string) => dateInBothCalendars(at, language),
    time: (time: string) => digits(time),
    /** A browse category in the active language; any other as written. */
    category: (name: string) => {
      const known = BROWSE_CATEGORIES.find((category) => category === name);
      return known ? t(`categories.${known}`) : name;
    },
  };
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
