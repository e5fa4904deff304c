import { nepalDay } from "@domain/kathmandu-day";
import { formatCalendarDay, formatNepalTime } from "@domain/time";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { currentLanguage } from "@/lib/i18n";
import { slotsByDay, slotsQuery } from "@/lib/slots";

/** How many free days the dialog names, from the next two weeks. */
const DAYS_SHOWN = 3;

/**
 * The professional's next free days from their real free times (weekly hours less days off and
 * bookings), each with its first free time, and a link that books that day.
 */
export function NextFreeDays({ professionalId }: { professionalId: string }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const slots = useQuery(slotsQuery(professionalId, { days: 14, hours: 1 }));
  if (slots.isPending) return <Skeleton className="h-12 w-full" />;
  if (slots.isError) return null;
  const days = [...slotsByDay(slots.data, nepalDay)].slice(0, DAYS_SHOWN);
  return (
    <div className="grid gap-1">
      <p className="font-medium">{t("proDetail.nextFree")}</p>
      {days.length === 0 ? (
        <p className="text-muted-foreground">{t("proDetail.noFreeTimes")}</p>
      ) : (
        <ul className="grid gap-1">
          {days.map(([day, starts]) => (
            <li key={day} className="flex flex-wrap justify-between gap-x-4">
              <Link
                href={`/book/${professionalId}?day=${day}`}
                className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {formatCalendarDay(day, locale, "long")}
              </Link>
              <span className="text-muted-foreground">
                {t("proDetail.fromTime", { time: formatNepalTime(starts[0] ?? day, locale) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
