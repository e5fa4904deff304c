import type { PaymentType } from "@domain/jobs/schemas";
import { type DisplayLocale, formatCompactNpr, formatNpr } from "@domain/money";
import type { TFunction } from "i18next";

type Priced = { paymentType: PaymentType; budget: string | null };

/**
 * A job's budget as a card or a dialog shows it: "₨ 2.5K" (compact, SPEC §9) or in full, per hour
 * for hourly work; contact jobs and jobs without a budget say so.
 */
export function budgetText(t: TFunction, job: Priced, locale: DisplayLocale, compact = true): string {
  if (job.paymentType === "contact") return t("jobs.contactForPrice");
  if (!job.budget || Number(job.budget) <= 0) return t("jobs.budgetNotSpecified");
  const amount = compact ? formatCompactNpr(job.budget, locale) : formatNpr(job.budget, locale);
  return job.paymentType === "hourly" ? t("jobs.perHourAmount", { amount }) : amount;
}
