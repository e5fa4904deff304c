import type { TFunction } from "i18next";
import { localDigits } from "./local-digits";

// A professional's track record in the one wording every screen uses (dashboard, professional
// dialog, Instant Help), from the one source: the server's `responseTime` (median minutes to answer)
// and `acceptanceRate` (percent of requests said yes to) over the last 90 days, null while nothing
// measures them, which reads "New" rather than a made-up figure.

/** "about 15 min", "about 2 hours", or "New". */
export function responseTimeText(t: TFunction, minutes: number | null): string {
  if (minutes === null) return t("trackRecord.new");
  if (minutes < 60) return t("responseTime.minutes", { value: localDigits(minutes) });
  const hours = Math.round(minutes / 60);
  return t("responseTime.hours", { count: hours, value: localDigits(hours) });
}

/** "5%" of agreed bookings cancelled late or not turned up to (0% until one was agreed). */
export function cancellationRateText(percent: number): string {
  return `${localDigits(Math.round(percent))}%`;
}

/** "92%", or "New". */
export function acceptanceRateText(t: TFunction, percent: number | null): string {
  return percent === null ? t("trackRecord.new") : `${localDigits(Math.round(percent))}%`;
}
