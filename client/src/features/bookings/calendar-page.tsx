import type { CurrentUser } from "@domain/auth/user";
import type { Booking } from "@domain/bookings/schemas";
import { nepalDay } from "@domain/kathmandu-day";
import { formatCalendarDay } from "@domain/time";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { StateBox } from "@/components/state-box";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { currentLanguage } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { bookingsQuery } from "./api";
import { BookingCard } from "./booking-card";
import { Schedule } from "./schedule";

function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      {[0, 1].map((key) => (
        <Skeleton key={key} className="h-36 w-full" />
      ))}
    </div>
  );
}

/** Bookings by their Nepal day, soonest first. */
function byDay(bookings: readonly Booking[]) {
  const days = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const day = nepalDay(booking.startsAt);
    days.set(day, [...(days.get(day) ?? []), booking]);
  }
  return [...days];
}

/** My upcoming bookings day by day, but those waiting on my answer (shown above them). */
function UpcomingList({ user, hide }: { user: CurrentUser; hide: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const upcoming = useQuery(bookingsQuery("upcoming"));
  const later = (upcoming.data ?? []).filter((booking) => !hide.has(booking.id));
  const professional = user.role === "professional";
  return (
    <section className="grid gap-4" aria-labelledby="calendar-upcoming">
      <h2 id="calendar-upcoming" className="font-semibold text-lg">
        {t("calendar.upcoming")}
      </h2>
      {upcoming.isPending ? (
        <ListSkeleton />
      ) : upcoming.isError ? (
        <p className="text-destructive text-sm">{t("calendar.failed")}</p>
      ) : later.length === 0 ? (
        <StateBox icon={professional ? Inbox : CalendarDays} title={t("calendar.empty")}>
          {professional ? (
            <>
              <p>{t("calendar.emptyPro")}</p>
              <Button asChild variant="outline">
                <Link href="/service-area">{t("calendar.setHours")}</Link>
              </Button>
            </>
          ) : (
            <>
              <p>{t("calendar.emptyCustomer")}</p>
              <Button asChild variant="brand">
                <Link href="/professionals">{t("calendar.findPro")}</Link>
              </Button>
            </>
          )}
        </StateBox>
      ) : (
        byDay(later).map(([day, bookings]) => (
          <div key={day} className="grid gap-2">
            <h3 className="font-medium text-muted-foreground text-sm">
              <time dateTime={day}>{formatCalendarDay(day, locale, "long")}</time>
            </h3>
            {bookings.map((booking) => (
              <BookingCard key={booking.id} booking={booking} me={user.id} />
            ))}
          </div>
        ))
      )}
    </section>
  );
}

/**
 * One card per series waiting for an answer (its first occurrence, with the starts of all its
 * waiting occurrences): it is answered as a whole.
 */
function oncePerSeries(bookings: readonly Booking[]) {
  const visits = new Map<string, string[]>();
  for (const { series, startsAt } of bookings) {
    if (series) visits.set(series.id, [...(visits.get(series.id) ?? []), startsAt]);
  }
  return bookings.flatMap((booking): { booking: Booking; visits?: string[] }[] => {
    if (!booking.series) return [{ booking }];
    const starts = visits.get(booking.series.id);
    return starts?.[0] === booking.startsAt ? [{ booking, visits: starts }] : [];
  });
}

/**
 * /calendar: what waits on my answer first, then my upcoming bookings day by day (as customer or
 * professional); a professional sees them in their schedule too, by day or week with their free
 * hours and days off. Live: a request, an answer or an expiry refreshes it (features/bookings/live-events).
 */
export function CalendarPage({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const waiting = useQuery(bookingsQuery("waiting"));
  const waitingIds = new Set(waiting.data?.map((booking) => booking.id));
  const upcomingList = <UpcomingList user={user} hide={waitingIds} />;
  const professional = user.role === "professional";
  return (
    <div className={cn("mx-auto grid w-full gap-8 px-4 py-6", professional ? "max-w-5xl" : "max-w-3xl")}>
      <header className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight">{t("calendar.title")}</h1>
        <p className="text-muted-foreground text-sm">
          {professional ? t("calendar.subtitlePro") : t("calendar.subtitleCustomer")}
        </p>
      </header>

      <section className="grid gap-3" aria-labelledby="calendar-waiting">
        <h2 id="calendar-waiting" className="font-semibold text-lg">
          {t("calendar.waiting")}
        </h2>
        {waiting.isPending ? (
          <ListSkeleton />
        ) : waiting.isError ? (
          <p className="text-destructive text-sm">{t("calendar.failed")}</p>
        ) : waiting.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("calendar.nothingWaiting")}</p>
        ) : (
          oncePerSeries(waiting.data).map(({ booking, visits }) => (
            <BookingCard key={booking.id} booking={booking} me={user.id} showDay visits={visits} />
          ))
        )}
      </section>

      {professional ? <Schedule list={upcomingList} /> : upcomingList}
    </div>
  );
}
