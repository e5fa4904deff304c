import { priceCapFor } from "@domain/jobs/price-caps";
import { formatNpr } from "@domain/money";
import type { TFunction } from "i18next";
import { categoryLabel } from "./category-label";
import { currentLanguage } from "./i18n";

/**
 * The agreed-price cap of a job's category for a form (domain/jobs/price-caps.ts): the hint under the
 * price field ("Up to ₨ 2,00,000 for Plumbing") and the inline error when a price goes over it, in
 * the active language. The server refuses the same prices.
 */
export function priceCap(t: TFunction, skillCategory: string) {
  const limit = priceCapFor(skillCategory);
  const values = { limit: formatNpr(limit, currentLanguage()), category: categoryLabel(t, skillCategory) };
  return {
    limit,
    hint: t("priceCap.hint", values),
    /** The error for this amount, or undefined when it is within the cap (or not a number yet). */
    check: (amount: number | string) => (Number(amount) > limit ? t("priceCap.over", values) : undefined),
  };
}
