import type { Calendar } from "@domain/bookings/schemas";
import { addDays } from "@domain/kathmandu-day";
import { formatCalendarDay, formatClock } from "@domain/time";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { currentLanguage } from "@/lib/i18n";
import { useMediaQuery } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import { type DayItem, dayItems, eventStatus, minutesInto, startingOn, timeRange } from "./calendar-times";
import { scheduleHref } from "./schedule-url";

type Props = { calendar: Calendar; today: string };

const datesOf = (calendar: Calendar) =>
  Array.from({ length: calendar.days }, (_, day) => addDays(calendar.from, day));

const block = {
  booked: "border-l-success bg-success/10",
  waiting: "border-l-warning bg-warning/15",
  free: "border-success/60 border-dashed bg-success/5",
};

/** One booking or free stretch, as a chip of the list or a block of the grid. */
function Item({ item, date, style }: { item: DayItem; date: string; style?: CSSProperties }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const placed = style ? "absolute inset-x-0.5 overflow-hidden" : "";
  if (item.kind === "free") {
    return (
      <li style={style} className={cn("rounded-md border px-2 py-1 text-xs", block.free, placed)}>
        {t("calendar.free", { hours: timeRange(item.window, locale) })}
      </li>
    );
  }
  const { booking } = item;
  const status = eventStatus(booking);
  return (
    <li style={style} className={placed}>
      <Link
        href={scheduleHref("day", date)}
        className={cn(
          "block h-full rounded-md border border-l-4 px-2 py-1 text-xs hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          status === "booked" ? block.booked : block.waiting,
        )}
      >
        <span className="block font-semibold">{timeRange(booking, locale)}</span>
        <span className="block truncate">{booking.title}</span>
        <span className="block truncate text-muted-foreground">{t(`calendar.status.${status}`)}</span>
      </Link>
    </li>
  );
}

function DayHeading({ date, today, className }: { date: string; today: string; className?: string }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  return (
    <h3 className={cn("font-medium text-sm", className)}>
      <Link
        href={scheduleHref("day", date)}
        className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <time dateTime={date}>{formatCalendarDay(date, locale, "long")}</time>
      </Link>
      {date === today && <span className="ms-2 font-semibold text-brand-blue">{t("calendar.today")}</span>}
    </h3>
  );
}

/** On a phone: the seven days one under another, each with its bookings and free hours as chips. */
function WeekList({ calendar, today }: Props) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-3">
      {datesOf(calendar).map((date) => {
        const items = dayItems(date, calendar);
        const off = calendar.daysOff.includes(date) && items.length === 0;
        return (
          <li key={date} className={cn("grid gap-2 rounded-lg border p-3", off && "bg-muted/40")}>
            <DayHeading date={date} today={today} />
            {off ? (
              <p className="text-muted-foreground text-sm">{t("calendar.dayOff")}</p>
            ) : items.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t("calendar.nothingThisDay")}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {items.map((item) => (
                  <Item
                    key={item.kind === "free" ? item.window.startsAt : item.booking.id}
                    item={item}
                    date={date}
                  />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

const HOUR_REM = 3;

/** The hours the grid shows: those of every working window and booking of the week, 08:00-18:00 at least. */
function hoursShown(calendar: Calendar, dates: string[]) {
  let first = 8 * 60;
  let last = 18 * 60;
  for (const date of dates) {
    for (const window of [...startingOn(date, calendar.working), ...startingOn(date, calendar.bookings)]) {
      first = Math.min(first, minutesInto(date, window.startsAt));
      last = Math.max(last, minutesInto(date, window.endsAt));
    }
  }
  return { first: Math.max(0, Math.floor(first / 60)), last: Math.min(24, Math.ceil(last / 60)) };
}

/** On a wider screen: a time grid of the seven days, the hours down the side. */
function WeekGrid({ calendar, today }: Props) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const dates = datesOf(calendar);
  const { first, last } = hoursShown(calendar, dates);
  const hours = Array.from({ length: last - first }, (_, index) => first + index);
  const height = `${hours.length * HOUR_REM}rem`;
  // A faint line at every hour, as the labels beside them.
  const lines = {
    height,
    backgroundImage: `repeating-linear-gradient(to bottom, var(--border) 0 1px, transparent 1px ${HOUR_REM}rem)`,
  };
  const place = (date: string, startsAt: string, endsAt: string): CSSProperties => {
    const top = Math.max(0, minutesInto(date, startsAt) / 60 - first);
    const bottom = Math.min(hours.length, minutesInto(date, endsAt) / 60 - first);
    return { top: `${top * HOUR_REM}rem`, height: `${Math.max(bottom - top, 0.5) * HOUR_REM}rem` };
  };
  return (
    <div className="grid grid-cols-[4rem_repeat(7,minmax(0,1fr))] gap-x-1">
      <div aria-hidden="true" />
      {dates.map((date) => (
        <DayHeading key={date} date={date} today={today} className="pb-2 text-center" />
      ))}
      <div aria-hidden="true" className="relative" style={{ height }}>
        {hours.map((hour, index) => (
          <span
            key={hour}
            className="absolute end-1 text-muted-foreground text-xs"
            style={{ top: `${index * HOUR_REM}rem` }}
          >
            {formatClock(hour, 0, locale)}
          </span>
        ))}
      </div>
      {dates.map((date) => {
        const items = dayItems(date, calendar);
        const off = calendar.daysOff.includes(date) && items.length === 0;
        return (
          <div key={date} className={cn("relative rounded-md border", off && "bg-muted/50")} style={lines}>
            {off ? (
              <p className="pt-4 text-center text-muted-foreground text-sm">{t("calendar.dayOff")}</p>
            ) : (
              <ul aria-label={formatCalendarDay(date, locale, "long")}>
                {items.map((item) => {
                  const span = item.kind === "free" ? item.window : item.booking;
                  return (
                    <Item
                      key={item.kind === "free" ? item.window.startsAt : item.booking.id}
                      item={item}
                      date={date}
                      style={place(date, span.startsAt, span.endsAt)}
                    />
                  );
                })}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The week: a list of days on a phone, a time grid from 768 px. */
export function WeekView(props: Props) {
  const wide = useMediaQuery("(min-width: 768px)");
  return wide ? <WeekGrid {...props} /> : <WeekList {...props} />;
}
