import type { PaymentType } from "@domain/jobs";
import { type DisplayLocale, formatCompactNpr, formatNpr } from "@domain/money";
import type { TFunction } from "i18next";
import { i18n } from "@/lib/i18n";

/** A category in the active language: the browse categories, then the post and instant ones. */
export function categoryLabel(t: TFunction, name: string): string {
  for (const key of [`categories.${name}`, `jobs.categoryNames.${name}`]) {
    if (i18n.exists(key)) return t(key as "categories.Plumbing");
  }
  return name;
}

type Priced = { paymentType: PaymentType; budget: string | null };

/**
 * The budget as a card or the dialog shows it: "₨ 2.5K" (compact, SPEC §9) or in full, per hour
 * for hourly work; contact jobs and jobs without a budget say so.
 */
export function budgetText(t: TFunction, job: Priced, locale: DisplayLocale, compact = true): string {
  if (job.paymentType === "contact") return t("jobs.contactForPrice");
  if (!job.budget || Number(job.budget) <= 0) return t("jobs.budgetNotSpecified");
  const amount = compact ? formatCompactNpr(job.budget, locale) : formatNpr(job.budget, locale);
  return job.paymentType === "hourly" ? t("jobs.perHourAmount", { amount }) : amount;
}
