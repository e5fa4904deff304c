import type { Booking } from "@domain/bookings/schemas";
import { nepalDay } from "@domain/kathmandu-day";
import { formatNpr } from "@domain/money";
import { formatCalendarDay, formatNepalDateTime, formatNepalTime } from "@domain/time";
import { Clock, MapPin, Repeat } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { CommissionNote } from "@/components/commission-note";
import { PersonAvatar } from "@/components/person-avatar";
import { Badge } from "@/components/ui/badge";
import { categoryLabel } from "@/lib/category-label";
import { currentLanguage } from "@/lib/i18n";
import { lazyWhenIdle } from "@/lib/idle";
import { localDigits } from "@/lib/local-digits";
import { AcceptButton } from "./accept-button";
import { RescheduleAnswer } from "./reschedule-answer";

// The dialogs (Radix, the slot picker) come when the browser is idle: the list paints without them.
const ProposeDialog = lazyWhenIdle(() =>
  import("./answer-dialogs").then((m) => ({ default: m.ProposeDialog })),
);
const DeclineDialog = lazyWhenIdle(() =>
  import("./answer-dialogs").then((m) => ({ default: m.DeclineDialog })),
);
const CancelDialog = lazyWhenIdle(() =>
  import("./change-dialogs").then((m) => ({ default: m.CancelDialog })),
);
const RescheduleDialog = lazyWhenIdle(() =>
  import("./change-dialogs").then((m) => ({ default: m.RescheduleDialog })),
);

const NoShowDialog = lazyWhenIdle(() =>
  import("./change-dialogs").then((m) => ({ default: m.NoShowDialog })),
);

const HOLDING = new Set<Booking["status"]>(["requested", "proposed", "accepted"]);

const STATUS_BADGE = {
  requested: "warning",
  proposed: "warning",
  accepted: "success",
  declined: "destructive",
  expired: "secondary",
  cancelled: "secondary",
} as const;

/**
 * One booking as its viewer sees it: when (with its day, `showDay`, outside a list grouped by day),
 * what, with whom, the price, and their answer when it waits on them; for a series waiting as one
 * card, the starts of its `visits`.
 */
export function BookingCard({
  booking,
  me,
  showDay = false,
  visits,
}: {
  booking: Booking;
  me: string;
  showDay?: boolean;
  visits?: readonly string[];
}) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const iAmPro = booking.professional.id === me;
  const other = iAmPro ? booking.customer : booking.professional;
  const mySide = iAmPro ? "professional" : "customer";
  const myTurn = booking.awaiting === mySide;
  const moved = booking.requestedStartsAt !== booking.startsAt;
  // Rendered when the list is read: the card's buttons follow the next refresh, not the second hand.
  const notStarted = Date.parse(booking.startsAt) > Date.now();
  const cancellable = HOLDING.has(booking.status) && notStarted;
  const movable = booking.status === "accepted" && notStarted && !booking.reschedule;
  const noShow = !iAmPro && booking.status === "accepted" && !notStarted;
  return (
    <article className="grid gap-3 rounded-xl border bg-card p-4" aria-labelledby={`booking-${booking.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-semibold">
            <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
            <time dateTime={booking.startsAt}>
              {showDay && `${formatCalendarDay(nepalDay(booking.startsAt), locale, "long")}, `}
              {formatNepalTime(booking.startsAt, locale)}–{formatNepalTime(booking.endsAt, locale)}
            </time>
          </p>
          <h3 id={`booking-${booking.id}`} className="mt-1 font-medium">
            {booking.title}
          </h3>
          <p className="text-muted-foreground text-sm">{categoryLabel(t, booking.skillCategory)}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {booking.series && (
            <Badge variant="brand" className="gap-1">
              <Repeat className="size-3" aria-hidden="true" />
              {t(`booking.repeat.badge.${booking.series.every}`, {
                index: localDigits(booking.series.index),
                total: localDigits(booking.series.count),
              })}
            </Badge>
          )}
          <Badge variant={STATUS_BADGE[booking.status]}>{t(`booking.status.${booking.status}`)}</Badge>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="flex items-center gap-2">
          <PersonAvatar person={other} />
          {t(iAmPro ? "booking.customerIs" : "booking.professionalIs", {
            name: `${other.firstName} ${other.lastName}`,
          })}
        </span>
        <span className="flex items-center gap-1 text-muted-foreground">
          <MapPin className="size-4" aria-hidden="true" />
          {booking.location}
        </span>
        <span className="font-semibold">{formatNpr(booking.price, locale)}</span>
      </div>
      {moved && booking.status === "proposed" && (
        <p className="text-sm">
          {t(iAmPro ? "booking.youProposed" : "booking.theyProposed", {
            name: booking.professional.firstName,
            asked: formatNepalDateTime(booking.requestedStartsAt, locale),
          })}
        </p>
      )}
      {visits && (
        <p className="text-sm">
          {t("booking.repeat.visitDates", {
            dates: visits.map((at) => formatCalendarDay(nepalDay(at), locale, "short")).join(", "),
          })}
        </p>
      )}
      {booking.awaiting && (
        <p className="text-muted-foreground text-sm">
          {t(myTurn ? "booking.answerBy" : "booking.waitingFor", {
            name: other.firstName,
            time: formatNepalDateTime(booking.answerBy, locale),
          })}
          {booking.series && ` ${t("booking.repeat.answerAll")}`}
        </p>
      )}
      {myTurn && iAmPro && <CommissionNote />}
      {booking.status === "accepted" && <RescheduleAnswer booking={booking} iAmPro={iAmPro} />}
      {(myTurn || cancellable || noShow) && (
        <div className="flex flex-wrap gap-2">
          {myTurn && <AcceptButton booking={booking} />}
          <Suspense fallback={null}>
            {myTurn && !booking.series && <ProposeDialog booking={booking} />}
            {myTurn && <DeclineDialog booking={booking} />}
            {movable && <RescheduleDialog booking={booking} iAmPro={iAmPro} />}
            {cancellable && !myTurn && <CancelDialog booking={booking} iAmPro={iAmPro} />}
            {noShow && <NoShowDialog booking={booking} />}
          </Suspense>
        </div>
      )}
    </article>
  );
}
