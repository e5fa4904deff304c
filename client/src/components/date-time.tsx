import { formatRelativeTime } from "@domain/relative-time";
import { formatDate, formatOtherCalendarDate } from "@domain/time";
import { useTranslation } from "react-i18next";
import { dateInBothCalendars, machineDate } from "@/lib/dates";
import { currentLanguage } from "@/lib/i18n";

type At = { at: Date | string | number; className?: string };

/** "about 3 hours ago" (ne "करिब ३ घण्टा अघि"), with the date in both calendars on hover. */
export function RelativeTime({ at, className }: At) {
  useTranslation(); // follows the language switch
  const locale = currentLanguage();
  return (
    <time dateTime={machineDate(at)} title={dateInBothCalendars(at, locale)} className={className}>
      {formatRelativeTime(at, locale)}
    </time>
  );
}

/**
 * A date with the other calendar under it, for dialogs with room: "21 Nov 2026" over
 * "5 Mangsir 2083 BS", or in Nepali "५ मंसिर २०८३" over "२१ नोभेम्बर २०२६".
 */
export function DateInBothCalendars({ at, className }: At) {
  useTranslation();
  const locale = currentLanguage();
  const other = formatOtherCalendarDate(at, locale);
  return (
    <time dateTime={machineDate(at)} className={className}>
      {formatDate(at, locale)}
      {other && <span className="block text-muted-foreground text-xs">{other}</span>}
    </time>
  );
}
