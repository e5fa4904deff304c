import type { Booking } from "@domain/bookings/schemas";
import { formatNpr } from "@domain/money";
import { MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { currentLanguage } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { AcceptButton } from "./accept-button";
import { eventStatus, STATUS_BADGE, timeRange } from "./calendar-times";
import { RescheduleAnswer } from "./reschedule-answer";

/**
 * A booking on the professional's day: its time, the job, the customer, the agreed price and where
 * it stands; a request waiting on them is accepted here (proposing or declining is in the list of
 * answers above), and so is the customer's request to move it.
 */
export function CalendarEvent({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const status = eventStatus(booking);
  const headingId = `calendar-event-${booking.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "grid gap-2 rounded-lg border border-l-4 bg-card p-3",
        status === "booked" ? "border-l-success" : "border-l-warning",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-sm">
          <time dateTime={booking.startsAt}>{timeRange(booking, locale)}</time>
        </p>
        <Badge variant={STATUS_BADGE[status]}>{t(`calendar.status.${status}`)}</Badge>
      </div>
      <h4 id={headingId} className="font-medium">
        {booking.title}
      </h4>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span>
          {t("booking.customerIs", { name: `${booking.customer.firstName} ${booking.customer.lastName}` })}
        </span>
        <span className="flex items-center gap-1 text-muted-foreground">
          <MapPin className="size-4" aria-hidden="true" />
          {booking.location}
        </span>
        <span className="font-semibold">{formatNpr(booking.price, locale)}</span>
      </p>
      {status === "awaiting" && (
        <div className="flex">
          <AcceptButton booking={booking} />
        </div>
      )}
      {status === "reschedule" && <RescheduleAnswer booking={booking} iAmPro />}
    </article>
  );
}
