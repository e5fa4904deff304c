import type { Calendar } from "@domain/bookings/schemas";
import { CalendarOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StateBox } from "@/components/state-box";
import { currentLanguage } from "@/lib/i18n";
import { CalendarEvent } from "./calendar-event";
import { dayItems, startingOn, timeRange } from "./calendar-times";

/**
 * One day of the professional's calendar: their working hours, then its bookings and free hours
 * in the order they come, or "Day off".
 */
export function DayView({ date, calendar }: { date: string; calendar: Calendar }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const items = dayItems(date, calendar);
  if (calendar.daysOff.includes(date) && items.length === 0) {
    return <StateBox icon={CalendarOff} title={t("calendar.dayOff")} />;
  }
  const working = startingOn(date, calendar.working);
  return (
    <div className="grid gap-3">
      {working.length > 0 && (
        <p className="text-muted-foreground text-sm">
          {t("calendar.workingHours", {
            hours: working.map((window) => timeRange(window, locale)).join(", "),
          })}
        </p>
      )}
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("calendar.nothingThisDay")}</p>
      ) : (
        <ol className="grid gap-2">
          {items.map((item) =>
            item.kind === "booking" ? (
              <li key={item.booking.id}>
                <CalendarEvent booking={item.booking} />
              </li>
            ) : (
              <li
                key={item.window.startsAt}
                className="rounded-lg border border-success/60 border-dashed bg-success/5 px-3 py-2 text-sm"
              >
                <time dateTime={item.window.startsAt}>
                  {t("calendar.free", { hours: timeRange(item.window, locale) })}
                </time>
              </li>
            ),
          )}
        </ol>
      )}
    </div>
  );
}
