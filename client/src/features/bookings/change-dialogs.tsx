import {
  FREE_CANCELLATION_HOURS,
  isLateCancellation,
  LATE_CANCELLATION_FEE_PERCENT,
  lateCancellationFee,
} from "@domain/bookings/rules";
import type { Booking } from "@domain/bookings/schemas";
import { formatNpr } from "@domain/money";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { currentLanguage } from "@/lib/i18n";
import { localDigits } from "@/lib/local-digits";
import { serverNow } from "@/lib/server-clock";
import { ReasonDialog, TimeDialog } from "./booking-dialogs";
import { useSendAnswer } from "./use-send-answer";

type Props = { booking: Booking; iAmPro: boolean };

/**
 * What cancelling costs, read when the dialog opens, by the server's clock (the one that records the
 * fee): the customer sees the fee before they confirm, whatever their phone's clock says.
 */
function useCancelTerms({ booking, iAmPro }: Props) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const other = iAmPro ? booking.customer : booking.professional;
  return (open: boolean) => {
    const now = serverNow();
    const fee = iAmPro || !open ? 0 : lateCancellationFee(booking, now);
    const lateForPro =
      iAmPro && booking.status === "accepted" && isLateCancellation(new Date(booking.startsAt), now);
    const amount = formatNpr(fee, locale);
    const hours = localDigits(FREE_CANCELLATION_HOURS);
    return {
      fee,
      text:
        fee > 0
          ? t("booking.cancelFee", { amount, percent: localDigits(LATE_CANCELLATION_FEE_PERCENT), hours })
          : lateForPro
            ? t("booking.cancelLatePro", { hours })
            : t("booking.cancelFree", { name: other.firstName }),
      confirm: fee > 0 ? t("booking.cancelConfirmFee", { amount }) : t("booking.cancelConfirm"),
    };
  };
}

/**
 * Cancel, with what it costs said before confirming, and an optional reason the other side sees; of
 * a series with later visits, this visit only or it and the following ones.
 */
export function CancelDialog(props: Props) {
  const { t } = useTranslation();
  const terms = useCancelTerms(props);
  const [scope, setScope] = useState<"this" | "following">("this");
  const { series } = props.booking;
  return (
    <ReasonDialog
      booking={props.booking}
      words={(open) => {
        const shown = terms(open);
        return {
          trigger: t("booking.cancel"),
          title: t("booking.cancelTitle"),
          text: shown.text,
          confirm: shown.confirm,
        };
      }}
      answer={(reason) => ({ kind: "cancel", reason, ...(series ? { scope } : {}) })}
    >
      {series && series.index < series.count && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">{t("booking.repeat.scope")}</legend>
          {(["this", "following"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`cancel-scope-${props.booking.id}`}
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
                className="size-4 accent-primary"
              />
              {t(value === "this" ? "booking.repeat.scopeThis" : "booking.repeat.scopeFollowing")}
            </label>
          ))}
        </fieldset>
      )}
    </ReasonDialog>
  );
}

/** Ask to move an accepted booking to another free time of the professional's. */
export function RescheduleDialog({ booking, iAmPro }: Props) {
  const { t } = useTranslation();
  const other = iAmPro ? booking.customer : booking.professional;
  const words = {
    trigger: t("booking.reschedule"),
    title: t("booking.rescheduleTitle"),
    text: t("booking.rescheduleText", { name: other.firstName }),
    confirm: t("booking.rescheduleConfirm"),
  };
  return (
    <TimeDialog booking={booking} words={words} answer={(startsAt) => ({ kind: "reschedule", startsAt })} />
  );
}

/** After the start of an accepted booking: the customer reports that the professional did not come. */
export function NoShowDialog({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { send, busy, error } = useSendAnswer(booking, () => setOpen(false));
  const name = booking.professional.firstName;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {t("booking.noShow")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{t("booking.noShowTitle", { name })}</DialogTitle>
          <DialogDescription>{t("booking.noShowText", { name })}</DialogDescription>
        </DialogHeader>
        {error && (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
        <Button variant="destructive" disabled={busy} onClick={() => send({ kind: "noShow" })}>
          {t("booking.noShowConfirm")}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
