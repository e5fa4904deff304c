import type { Booking } from "@domain/bookings/schemas";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useSendAnswer } from "./use-send-answer";

export function AcceptButton({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { send, busy, error } = useSendAnswer(booking, () => undefined);
  return (
    <div className="grid gap-1">
      <Button size="sm" variant="brand" disabled={busy} onClick={() => send({ kind: "accept" })}>
        {t("booking.accept")}
      </Button>
      {error && (
        <p role="alert" className="text-destructive text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
