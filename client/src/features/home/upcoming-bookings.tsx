import type { Booking } from "@domain/bookings/schemas";
import { nepalDay } from "@domain/kathmandu-day";
import { formatCalendarDay, formatNepalTime } from "@domain/time";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { getByKey } from "@/lib/get-by-key";
import { currentLanguage } from "@/lib/i18n";
import { bookingsKey } from "@/lib/query-keys";

/** How many of the soonest bookings the home shows; the calendar has the rest. */
const SHOWN = 3;

/**
 * The customer's next bookings on their home (the same read as the calendar's upcoming list, so
 * one refresh serves both): when, what and with whom, each leading to the calendar. Nothing at all
 * when there are none.
 */
export function UpcomingBookings() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const upcoming = useQuery({
    queryKey: [...bookingsKey, { view: "upcoming" }],
    queryFn: getByKey<Booking[]>,
  });
  if (upcoming.isPending) return <Skeleton className="mx-auto mt-6 h-24 w-[calc(100%-2rem)] max-w-7xl" />;
  if (upcoming.isError || upcoming.data.length === 0) return null;
  return (
    <section aria-labelledby="home-bookings" className="mx-auto mt-6 w-full max-w-7xl px-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="home-bookings" className="font-semibold text-lg">
          {t("home.bookings")}
        </h2>
        <Link href="/calendar" className="text-primary text-sm underline-offset-4 hover:underline">
          {t("home.allBookings")}
        </Link>
      </div>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {upcoming.data.slice(0, SHOWN).map((booking) => (
          <li key={booking.id}>
            <Link
              href="/calendar"
              className="flex items-center gap-3 rounded-xl border bg-card p-3 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <CalendarDays className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="grid min-w-0 flex-1 gap-0.5 text-sm">
                <span className="font-medium">
                  {formatCalendarDay(nepalDay(booking.startsAt), locale, "long")},{" "}
                  {formatNepalTime(booking.startsAt, locale)}
                </span>
                <span className="truncate">{booking.title}</span>
                <span className="truncate text-muted-foreground">
                  {booking.professional.firstName} {booking.professional.lastName} ·{" "}
                  {t(`booking.status.${booking.status}`)}
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
