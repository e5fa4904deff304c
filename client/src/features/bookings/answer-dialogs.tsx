import type { Booking } from "@domain/bookings/schemas";
import { useTranslation } from "react-i18next";
import { ReasonDialog, TimeDialog } from "./booking-dialogs";

/** The side a request waits on declines it: the job is cancelled, the reason shown to the other side. */
export function DeclineDialog({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const words = {
    trigger: t("booking.decline"),
    title: t("booking.declineTitle"),
    text: t("booking.declineText"),
    confirm: t("booking.declineConfirm"),
  };
  return (
    <ReasonDialog booking={booking} words={() => words} answer={(reason) => ({ kind: "decline", reason })} />
  );
}

/** The side a request waits on proposes another free time instead. */
export function ProposeDialog({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const words = {
    trigger: t("booking.propose"),
    title: t("booking.proposeTitle"),
    text: t("booking.proposeText"),
    confirm: t("booking.proposeConfirm"),
  };
  return (
    <TimeDialog booking={booking} words={words} answer={(startsAt) => ({ kind: "propose", startsAt })} />
  );
}
