import type { DisplayLocale } from "@domain/money";
import { formatDate, formatOtherCalendarDate } from "@domain/time";

/**
 * How Sipalu shows a date: English reads AD ("21 Nov 2026") with the Bikram Sambat date beside it
 * ("5 Mangsir 2083 BS"); Nepali reads BS ("५ मंसिर २०८३") with the AD date beside it. The pure
 * formatters live in domain/time.ts; these put them together for the screen.
 */
export function dateInBothCalendars(at: Date | string | number, locale: DisplayLocale): string {
  const other = formatOtherCalendarDate(at, locale);
  const primary = formatDate(at, locale);
  return other ? `${primary} · ${other}` : primary;
}

/** An ISO string for a <time dateTime>, whatever the value came as. */
export function machineDate(at: Date | string | number): string {
  return typeof at === "string" ? at : new Date(at).toISOString();
}
