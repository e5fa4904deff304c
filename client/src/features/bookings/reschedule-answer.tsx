import type { Booking } from "@domain/bookings/schemas";
import { formatNepalDateTime } from "@domain/time";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { currentLanguage } from "@/lib/i18n";
import { useSendAnswer } from "./use-send-answer";

/**
 * A waiting request to move an accepted booking: the side that asked sees whom it waits for; the
 * other side accepts the new time or keeps the current one.
 */
export function RescheduleAnswer({ booking, iAmPro }: { booking: Booking; iAmPro: boolean }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const { send, busy, error } = useSendAnswer(booking, () => undefined);
  const request = booking.reschedule;
  if (!request) return null;
  const other = iAmPro ? booking.customer : booking.professional;
  const time = formatNepalDateTime(request.startsAt, locale);
  if (request.requestedBy === (iAmPro ? "professional" : "customer")) {
    return (
      <p className="text-muted-foreground text-sm">
        {t("booking.rescheduleYouAsked", {
          time,
          name: other.firstName,
          by: formatNepalDateTime(request.answerBy, locale),
        })}
      </p>
    );
  }
  return (
    <div className="grid gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3">
      <p className="text-sm">{t("booking.rescheduleAsked", { name: other.firstName, time })}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="brand" disabled={busy} onClick={() => send({ kind: "rescheduleAccept" })}>
          {t("booking.rescheduleAccept")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => send({ kind: "rescheduleDecline" })}
        >
          {t("booking.rescheduleDecline")}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-destructive text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
