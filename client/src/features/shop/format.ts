import { formatNpr, toDevanagariDigits } from "@domain/money";
import { SHOP_CATEGORIES } from "@domain/shop/catalogue";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/lib/i18n";

/** Money, numbers, ratings and categories of the shop in the active language (dates: ./date-format). */
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
  };
}
