import { formatNepalDateTime } from "@domain/time";
import { dateInBothCalendars } from "@/lib/dates";
import { currentLanguage } from "@/lib/i18n";

/**
 * The dates of the shop (orders) in the active language; apart from ./format so the catalog pages,
 * which show no dates, do not load the calendar code.
 */
export function useShopDates() {
  const language = currentLanguage();
  return {
    dateTime: (at: string) => formatNepalDateTime(at, language),
    /** "21 Nov 2026 · 5 Mangsir 2083 BS", for a title beside a shorter date. */
    bothCalendars: (at: string) => dateInBothCalendars(at, language),
  };
}
