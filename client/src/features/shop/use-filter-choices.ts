import { SHOP_BRANDS, SHOP_CATEGORIES } from "@domain/shop/catalogue";
import { SHOP_PRICE_RANGES, SHOP_SORTS } from "@domain/shop/rules";
import { useTranslation } from "react-i18next";
import type { Choice } from "./filter-select";
import { useShopFormat } from "./format";

/** "all" stands for no category / brand in the selects; the URL leaves it out. */
export const ALL = "all";

/** The choices of the category, brand, price and sort selects (SPEC §9), in the active language. */
export function useFilterChoices() {
  const { t } = useTranslation();
  const format = useShopFormat();
  const priceLabel = (id: (typeof SHOP_PRICE_RANGES)[number]["id"], min: number, max: number) => {
    switch (id) {
      case "all":
        return t("shop.filters.allPrices");
      case "under-5000":
        return t("shop.filters.under", { amount: format.money(max) });
      case "above-30000":
        return t("shop.filters.above", { amount: format.money(min) });
      default:
        return t("shop.filters.between", { min: format.money(min), max: format.money(max) });
    }
  };
  const categories: Choice[] = [
    { value: ALL, label: t("shop.filters.allCategories") },
    ...SHOP_CATEGORIES.map((category) => ({ value: category, label: format.category(category) })),
  ];
  const brands: Choice[] = [
    { value: ALL, label: t("shop.filters.allBrands") },
    ...SHOP_BRANDS.map((brand) => ({ value: brand, label: brand })),
  ];
  const prices: Choice[] = SHOP_PRICE_RANGES.map(({ id, min, max }) => ({
    value: id,
    label: priceLabel(id, min, max),
  }));
  const sorts: Choice[] = SHOP_SORTS.map((sort) => ({ value: sort, label: t(`shop.sorts.${sort}`) }));
  return { categories, brands, prices, sorts };
}
