import type { PaymentType } from "@domain/jobs/schemas";
import { type DisplayLocale, formatCompactNpr, formatNpr } from "@domain/money";
import type { TFunction } from "i18next";

type Priced = { paymentType: PaymentType; budget: string | null };
type Agreed = Priced & { finalPrice: string | null };

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

/**
 * What a hired job costs as My Jobs and My Projects show it: the agreed price (the accepted bid or
 * quote, a booking's price, approved changes included) once there is one, the budget before.
 */
export function priceText(t: TFunction, job: Agreed, locale: DisplayLocale, compact = true): string {
  if (!job.finalPrice) return budgetText(t, job, locale, compact);
  const amount = compact ? formatCompactNpr(job.finalPrice, locale) : formatNpr(job.finalPrice, locale);
  return t("jobs.agreedPrice", { amount });
}
