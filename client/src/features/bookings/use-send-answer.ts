import type { Booking } from "@domain/bookings/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/use-toast";
import { type BookingAnswer, useAnswerBooking } from "./api";

/** Sends one answer; says so in a toast, or why not under the dialog's fields. */
export function useSendAnswer(booking: Booking, done: () => void) {
  const { t } = useTranslation();
  const answer = useAnswerBooking();
  const [error, setError] = useState<string>();
  // Not mutate()'s callbacks: React Query skips them once the answer's card has unmounted, and it
  // does as the refreshed lists come in (an answered booking moves to another list), losing the toast.
  const send = (what: BookingAnswer) =>
    void answer.mutateAsync({ id: booking.id, answer: what }).then(
      () => {
        toast({ title: t(`booking.answered.${what.kind}`), description: booking.title, variant: "success" });
        setError(undefined);
        done();
      },
      (failure: unknown) => setError(errorText(failure) ?? t("booking.answerFailed")),
    );
  return { send, busy: answer.isPending, error };
}
