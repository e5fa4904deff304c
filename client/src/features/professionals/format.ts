import type { ScheduleGroup } from "@domain/availability/weekly-schedule";
import { formatNpr, toDevanagariDigits } from "@domain/money";
import { formatTimeOfDay } from "@domain/time";
import { useTranslation } from "react-i18next";
import { categoryLabel } from "@/lib/category-label";
import { currentLanguage } from "@/lib/i18n";

const DAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** Numbers, money, ratings and weekly hours in the active language. */
export function useProFormat() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const digits = (text: string) => (language === "ne" ? toDevanagariDigits(text) : text);

  const time = (value: string) => formatTimeOfDay(value, language);
  const day = (index: number) => t(`proDetail.days.${DAY_KEYS[index] ?? "sun"}`);

  return {
    /** A known category (browse, post-job or instant-help) in the active language; any other skill as written. */
    skill: (name: string) => categoryLabel(t, name),
    number: (value: number) => digits(String(value)),
    money: (amount: number) => formatNpr(amount, language),
    rating: (value: number) => digits(value.toFixed(1)),
    /** "1:00 pm" (ne "दिउँसो १:००") of an "HH:MM" time. */
    time,
    /** "Sun–Fri" and "8:00 am–6:00 pm" of a group of days with the same hours. */
    schedule: (group: ScheduleGroup) => {
      const first = group.days[0] ?? 0;
      const last = group.days[group.days.length - 1] ?? first;
      const days = first === last ? day(first) : t("proDetail.range", { start: day(first), end: day(last) });
      const hours = group.ranges.map((range) =>
        t("proDetail.range", { start: time(range.start), end: time(range.end) }),
      );
      return { days, hours: hours.join(", ") };
    },
  };
}
