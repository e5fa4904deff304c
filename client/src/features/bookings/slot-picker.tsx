import { nepalDay } from "@domain/kathmandu-day";
import { formatCalendarDay, formatNepalTime } from "@domain/time";
import { useQuery } from "@tanstack/react-query";
import { CalendarX2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StateBox } from "@/components/state-box";
import { Skeleton } from "@/components/ui/skeleton";
import { currentLanguage } from "@/lib/i18n";
import { slotsByDay, slotsQuery } from "@/lib/slots";
import { cn } from "@/lib/utils";

/** How far ahead a booking looks for free times (days). */
export const BOOKING_LOOKAHEAD_DAYS = 14;

// relative: the visually hidden radio inside is placed within its chip, so the chips' scrolling row
// clips it; otherwise each one sits out past the row's end and widens the whole page on a phone.
const chip =
  "relative cursor-pointer rounded-lg border px-3 py-2 text-center text-sm transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2";

type Props = {
  professionalId: string;
  hours: number;
  day: string | undefined;
  startsAt: string | undefined;
  onDay: (day: string) => void;
  onTime: (startsAt: string) => void;
  /** The error under the times (a time taken meanwhile, none chosen). */
  error?: string;
};

/**
 * The professional's free days of the next two weeks, then the free start times of the day chosen,
 * all in Nepal time (the server's slots): two groups of radio buttons (arrow keys move within one),
 * big enough to tap on a phone.
 */
export function SlotPicker({ professionalId, hours, day, startsAt, onDay, onTime, error }: Props) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const slots = useQuery(slotsQuery(professionalId, { days: BOOKING_LOOKAHEAD_DAYS, hours }));
  if (slots.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">{t("booking.loadingTimes")}</span>
        <div className="flex gap-2 overflow-hidden">
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-14 w-20 shrink-0" />
          ))}
        </div>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (slots.isError) return <p className="text-destructive text-sm">{t("booking.timesFailed")}</p>;
  const days = slotsByDay(slots.data, nepalDay);
  if (days.size === 0) {
    return (
      <StateBox icon={CalendarX2} title={t("booking.noTimes")}>
        <p>{t("booking.noTimesText")}</p>
      </StateBox>
    );
  }
  const chosenDay = day && days.has(day) ? day : undefined;
  const times = chosenDay ? (days.get(chosenDay) ?? []) : [];
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{t("booking.day")}</legend>
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1">
          {[...days].map(([date, starts]) => (
            <label key={date} className={cn(chip, "grid shrink-0 justify-items-center gap-0.5")}>
              <input
                type="radio"
                name="booking-day"
                value={date}
                checked={date === chosenDay}
                onChange={() => onDay(date)}
                className="sr-only"
              />
              <span className="font-medium">{formatCalendarDay(date, locale, "short")}</span>
              <span className="text-xs">{t("booking.freeTimes", { count: starts.length })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {chosenDay && (
        <fieldset className="grid gap-2" aria-describedby={error ? "booking-time-error" : undefined}>
          <legend className="mb-2 font-medium text-sm">
            {t("booking.time", { day: formatCalendarDay(chosenDay, locale, "long") })}
          </legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {times.map((at) => (
              <label key={at} className={chip}>
                <input
                  type="radio"
                  name="booking-time"
                  value={at}
                  checked={at === startsAt}
                  onChange={() => onTime(at)}
                  className="sr-only"
                />
                {formatNepalTime(at, locale)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {error && (
        <p id="booking-time-error" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
