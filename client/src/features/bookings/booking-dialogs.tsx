import type { Booking } from "@domain/bookings/schemas";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "@/components/field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import type { BookingAnswer } from "./api";
import { SlotPicker } from "./slot-picker";
import { useSendAnswer } from "./use-send-answer";

type Words = { trigger: string; title: string; text: string; confirm: string };

/**
 * A step that ends a booking (decline, cancel), with an optional reason the other side sees.
 * `words` may depend on whether it is open (the cost of cancelling is read then); `children`, more
 * choices above the reason.
 */
export function ReasonDialog({
  booking,
  words,
  answer,
  children,
}: {
  booking: Booking;
  words: (open: boolean) => Words;
  answer: (reason: string | undefined) => BookingAnswer;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const { send, busy, error } = useSendAnswer(booking, () => setOpen(false));
  const shown = words(open);
  const id = `reason-${booking.id}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {shown.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{shown.title}</DialogTitle>
          <DialogDescription>{shown.text}</DialogDescription>
        </DialogHeader>
        {children}
        <Field id={id} label={t("booking.reason")} error={error}>
          <Textarea
            id={id}
            value={reason}
            maxLength={300}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <Button
          variant="destructive"
          disabled={busy}
          onClick={() => send(answer(reason.trim() || undefined))}
        >
          {shown.confirm}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

/** A step that asks for another free time of the professional's (propose, reschedule). */
export function TimeDialog({
  booking,
  words,
  answer,
}: {
  booking: Booking;
  words: Words;
  answer: (startsAt: string) => BookingAnswer;
}): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState<string>();
  const [startsAt, setStartsAt] = useState<string>();
  const { send, busy, error } = useSendAnswer(booking, () => setOpen(false));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {words.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.text}</DialogDescription>
        </DialogHeader>
        {open && (
          <SlotPicker
            professionalId={booking.professional.id}
            hours={booking.estimatedHours}
            day={day}
            startsAt={startsAt}
            onDay={(next) => {
              setDay(next);
              setStartsAt(undefined);
            }}
            onTime={setStartsAt}
            error={error}
          />
        )}
        <Button
          variant="brand"
          disabled={busy || !startsAt}
          onClick={() => startsAt && send(answer(startsAt))}
        >
          {words.confirm}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
