import { SERIES_COUNT_MAX, SERIES_COUNT_MIN, SERIES_EVERY, type SeriesEvery } from "@domain/bookings/rules";
import type { SeriesDates } from "@domain/bookings/schemas";
import { formatDate, formatNepalTime, formatOtherCalendarDate } from "@domain/time";
import type { UseQueryResult } from "@tanstack/react-query";
import { CalendarCheck, CalendarX2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Field } from "@/components/field";
import { LazySelect } from "@/components/lazy-select";
import { Skeleton } from "@/components/ui/skeleton";
import { currentLanguage } from "@/lib/i18n";
import { localDigits } from "@/lib/local-digits";
import { cn } from "@/lib/utils";

export type RepeatChoice = { every: SeriesEvery | "none"; count: number };

const COUNTS = Array.from(
  { length: SERIES_COUNT_MAX - SERIES_COUNT_MIN + 1 },
  (_, index) => SERIES_COUNT_MIN + index,
);

/** Repeat: does not repeat, every week or every two weeks; and how many times in all. */
export function RepeatFields({
  value,
  onChange,
}: {
  value: RepeatChoice;
  onChange: (next: RepeatChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="booking-repeat" label={t("booking.repeat.label")}>
        <LazySelect
          id="booking-repeat"
          value={value.every}
          onValueChange={(every) => onChange({ ...value, every: every as RepeatChoice["every"] })}
          options={(["none", ...SERIES_EVERY] as const).map((every) => ({
            value: every,
            label: t(`booking.repeat.${every}`),
          }))}
        />
      </Field>
      {value.every !== "none" && (
        <Field id="booking-repeat-count" label={t("booking.repeat.count")}>
          <LazySelect
            id="booking-repeat-count"
            value={String(value.count)}
            onValueChange={(count) => onChange({ ...value, count: Number(count) })}
            options={COUNTS.map((count) => ({
              value: String(count),
              label: t("booking.repeat.countOption", { n: localDigits(count) }),
            }))}
          />
        </Field>
      )}
    </div>
  );
}

/**
 * The dates of the series before it is sent, in both calendars (BS first in Nepali), each marked
 * free or not free from the server's check of the professional's hours, days off and bookings.
 */
export function SeriesDatesList({ dates }: { dates: UseQueryResult<SeriesDates> | undefined }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  if (!dates) return <p className="text-muted-foreground text-sm">{t("booking.repeat.chooseTimeFirst")}</p>;
  if (dates.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">{t("booking.repeat.checking")}</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (dates.isError) return <p className="text-destructive text-sm">{t("booking.repeat.checkFailed")}</p>;
  return (
    <section className="grid gap-2" aria-labelledby="booking-series-dates">
      <h2 id="booking-series-dates" className="font-medium text-sm">
        {t("booking.repeat.dates")}
      </h2>
      <ol className="grid gap-1.5">
        {dates.data.map(({ startsAt, free }, index) => (
          <li
            key={startsAt}
            className={cn(
              "flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm",
              !free && "border-destructive/50 bg-destructive/5",
            )}
          >
            <span className="min-w-0">
              <span className="mr-2 text-muted-foreground">{localDigits(index + 1)}.</span>
              <time dateTime={startsAt} className="font-medium">
                {formatDate(startsAt, locale)}, {formatNepalTime(startsAt, locale)}
              </time>
              <span className="ml-2 text-muted-foreground text-xs">
                {formatOtherCalendarDate(startsAt, locale)}
              </span>
            </span>
            <span
              className={cn(
                "flex items-center gap-1 font-medium text-xs",
                free ? "text-success" : "text-destructive",
              )}
            >
              {free ? (
                <CalendarCheck className="size-3.5" aria-hidden="true" />
              ) : (
                <CalendarX2 className="size-3.5" aria-hidden="true" />
              )}
              {t(free ? "booking.repeat.free" : "booking.repeat.notFree")}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
