import { addDays } from "@domain/kathmandu-day";
import { formatCalendarDay, formatOtherCalendarDate } from "@domain/time";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { currentLanguage } from "@/lib/i18n";
import { calendarQuery } from "./api";
import { DayView } from "./day-view";
import { SCHEDULE_VIEWS, useScheduleUrl } from "./schedule-url";
import { WeekView } from "./week-view";

const segment =
  "cursor-pointer rounded-md px-3 py-1.5 text-center font-medium text-sm transition-colors hover:bg-accent has-[:checked]:bg-background has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";

function ScheduleSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2" aria-busy="true">
      <span className="sr-only">{t("calendar.loading")}</span>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-16 w-full" />
      ))}
    </div>
  );
}

/**
 * The professional's schedule: Day, Week or List (a radio group: arrow keys move between them),
 * the day or week shown with previous, today and next, all kept in the URL. `list` is the agenda
 * of every upcoming booking.
 */
export function Schedule({ list }: { list: ReactNode }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const { view, date, today, range, go } = useScheduleUrl();
  const calendar = useQuery({ ...calendarQuery(range.from, range.days), enabled: view !== "list" });
  const step = view === "day" ? 1 : 7;
  const last = addDays(range.from, range.days - 1);
  const title =
    view === "day"
      ? formatCalendarDay(date, locale, "long")
      : `${formatCalendarDay(range.from, locale)} – ${formatCalendarDay(last, locale)}`;
  const other = formatOtherCalendarDate(`${date}T06:15:00Z`, locale);
  return (
    <section className="grid gap-4" aria-labelledby="calendar-schedule">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="calendar-schedule" className="font-semibold text-lg">
          {t("calendar.schedule")}
        </h2>
        <fieldset className="flex rounded-lg bg-muted p-1">
          <legend className="sr-only">{t("calendar.view")}</legend>
          {SCHEDULE_VIEWS.map((name) => (
            <label key={name} className={segment}>
              <input
                type="radio"
                name="calendar-view"
                value={name}
                checked={view === name}
                onChange={() => go({ view: name })}
                className="sr-only"
              />
              {t(`calendar.views.${name}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {view === "list" ? (
        list
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium" aria-live="polite">
              {title}
              {view === "day" && other && (
                <span className="block font-normal text-muted-foreground text-sm">{other}</span>
              )}
            </p>
            <div className="flex gap-1">
              <Button
                variant="outline"
                size="icon"
                aria-label={t(view === "day" ? "calendar.previousDay" : "calendar.previousWeek")}
                onClick={() => go({ date: addDays(date, -step) })}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button variant="outline" onClick={() => go({ date: today })}>
                {t("calendar.today")}
              </Button>
              <Button
                variant="outline"
                size="icon"
                aria-label={t(view === "day" ? "calendar.nextDay" : "calendar.nextWeek")}
                onClick={() => go({ date: addDays(date, step) })}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </div>
          {calendar.isPending ? (
            <ScheduleSkeleton />
          ) : calendar.isError ? (
            <p className="text-destructive text-sm">{t("calendar.failed")}</p>
          ) : view === "day" ? (
            <DayView date={date} calendar={calendar.data} />
          ) : (
            <WeekView calendar={calendar.data} today={today} />
          )}
        </>
      )}
    </section>
  );
}
