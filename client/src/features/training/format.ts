import { formatNpr, toDevanagariDigits } from "@domain/money";
import { formatRelativeTime } from "@domain/relative-time";
import type { DeliveryMode, Difficulty, Province, TrainingCategory } from "@domain/training/catalogue";
import { formatCourseDuration } from "@domain/training/duration-text";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/lib/i18n";
import type { FilterName } from "./filters";

/** Prices, counts, ratings and the catalog's fixed names in the active language. */
export function useTrainingFormat() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const number = (value: number) => (language === "ne" ? toDevanagariDigits(String(value)) : String(value));

  const label = (name: Exclude<FilterName, "q">, value: string): string => {
    switch (name) {
      case "province":
        return t(`training.provinces.${value as Province}`);
      case "district":
        return t(`training.districts.${value as "Kathmandu"}`);
      case "occupation":
        return t(`training.occupations.${value as TrainingCategory}`);
      case "price":
        return t(`training.prices.${value as "free" | "paid"}`);
      case "duration":
        return t(`training.durations.${value as "1-2-weeks"}`);
      case "level":
        return t(`training.levels.${value as Difficulty}`);
      case "deliveryMode":
        return t(`training.deliveryModes.${value as DeliveryMode}`);
    }
  };

  return {
    number,
    /** "Free" for 0, else "₨ 18,000". */
    price: (amount: number) => (amount > 0 ? formatNpr(amount, language) : t("training.free")),
    money: (amount: number) => formatNpr(amount, language),
    rating: (value: number) => (language === "ne" ? toDevanagariDigits(value.toFixed(1)) : value.toFixed(1)),
    students: (count: number) => t("training.students", { count, value: number(count) }),
    relative: (date: string) => formatRelativeTime(date, language),
    /** "3 months" (ne "३ महिना"): a course's length as its provider wrote it, in the active language. */
    duration: (text: string) => formatCourseDuration(text, language),
    label,
    /** "Lalitpur, Bagmati Province" of a course. */
    place: (district: string, province: Province) =>
      `${label("district", district)}, ${t("training.provinceName", { name: label("province", province) })}`,
  };
}
