import { formatNpr, toDevanagariDigits } from "@domain/money";
import { SHOP_CATEGORIES } from "@domain/shop";
import { formatNepalDateTime } from "@domain/time";
import { useTranslation } from "react-i18next";
import { dateInBothCalendars } from "@/lib/dates";
import { currentLanguage } from "@/lib/i18n";

/** Money, numbers, ratings, categories and dates of the shop in the active language. */
export function useShopFormat() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const digits = (text: string) => (language === "ne" ? toDevanagariDigits(text) : text);
  return {
    money: (amount: number) => formatNpr(amount, language),
    number: (value: number) => digits(String(value)),
    rating: (value: number) => digits(value.toFixed(1)),
    category: (name: string) => {
      const known = SHOP_CATEGORIES.find((category) => category === name);
      return known ? t(`shop.categories.${known}`) : name;
    },
    dateTime: (at: string) => formatNepalDateTime(at, language),
    /** "21 Nov 2026 · 5 Mangsir 2083 BS", for a title beside a shorter date. */
    bothCalendars: (at: string) => dateInBothCalendars(at, language),
  };
}
