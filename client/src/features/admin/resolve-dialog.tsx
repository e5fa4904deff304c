import { formatPaisa } from "@domain/money";
import { DISPUTE_OUTCOMES, type DisputeOutcome, RESOLUTION_NOTE_MAX_LENGTH } from "@domain/payments/rules";
import type { DisputeCase } from "@domain/payments/schemas";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { AmountInput } from "@/components/amount-input";
import { ChoiceRadios } from "@/components/choice-radios";
import { DialogFormActions } from "@/components/dialog-form-actions";
import { Field, noteId } from "@/components/field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { errorField } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";
import { currentLanguage } from "@/lib/i18n";
import { typedRupeesToPaisa } from "@/lib/typed-rupees";
import { toast } from "@/lib/use-toast";
import { useResolveDispute } from "./payments-api";

/** Decides a reported problem: release to the professional, refund in full, or refund part, with a note both sides see. */
export function ResolveDialog({ dispute, onClose }: { dispute: DisputeCase | null; onClose: () => void }) {
  return (
    <Dialog open={dispute !== null} onOpenChange={(open) => !open && onClose()}>
      {dispute && <ResolveForm key={dispute.id} dispute={dispute} onDone={onClose} />}
    </Dialog>
  );
}

type Errors = { refund?: string; note?: string; form?: string };

function ResolveForm({ dispute, onDone }: { dispute: DisputeCase; onDone: () => void }) {
  const { t } = useTranslation();
  const resolve = useResolveDispute();
  const locale = currentLanguage();
  const { payment } = dispute;
  const cash = payment.provider === "cash";
  // A part of cash cannot be refunded: cash is confirmed paid, or found never paid.
  const outcomes = DISPUTE_OUTCOMES.filter((outcome) => !(cash && outcome === "partial"));
  const [outcome, setOutcome] = useState<DisputeOutcome>("release");
  const [refund, setRefund] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const amount = formatPaisa(payment.amountPaisa, locale);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    const refundPaisa = outcome === "partial" ? typedRupeesToPaisa(refund) : undefined;
    if (outcome === "partial" && (!refundPaisa || refundPaisa >= payment.amountPaisa)) {
      found.refund = t("admin.disputes.refundInvalid", { amount });
    }
    if (!note.trim()) found.note = t("admin.payments.required", { field: t("admin.disputes.note") });
    setErrors(found);
    if (found.refund || found.note) return;
    resolve.mutate(
      { id: dispute.id, body: { outcome, note: note.trim(), ...(refundPaisa ? { refundPaisa } : {}) } },
      {
        onSuccess: () => {
          toast({ title: t("admin.disputes.resolvedDone", { title: payment.jobTitle }), variant: "success" });
          onDone();
        },
        onError: (failure) => {
          const text = errorText(failure) ?? t("admin.payments.failed");
          setErrors(errorField(failure) === "refundPaisa" ? { refund: text } : { form: text });
        },
      },
    );
  };

  return (
    <DialogContent closeLabel={t("common.close")} className="max-w-md">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{t("admin.disputes.resolveTitle")}</DialogTitle>
          <DialogDescription>
            {t("admin.disputes.resolveDescription", { title: payment.jobTitle, amount })}
          </DialogDescription>
        </DialogHeader>
        <ChoiceRadios
          legend={t("admin.disputes.outcome")}
          name="dispute-outcome"
          choices={outcomes}
          value={outcome}
          label={(choice) => t(`admin.disputes.outcomes.${choice}`)}
          hint={(choice) =>
            cash && choice !== "partial"
              ? t(`admin.disputes.cashOutcomeHints.${choice}`)
              : t(`admin.disputes.outcomeHints.${choice}`)
          }
          onChange={setOutcome}
          columns={false}
        />
        {outcome === "partial" && (
          <Field
            id="dispute-refund"
            label={t("admin.disputes.refundAmount")}
            error={errors.refund}
            hint={t("admin.disputes.refundHint", { amount })}
          >
            <AmountInput
              id="dispute-refund"
              value={refund}
              onChange={(event) => setRefund(event.target.value)}
              aria-describedby={noteId("dispute-refund")}
              aria-invalid={errors.refund ? true : undefined}
            />
          </Field>
        )}
        <Field
          id="dispute-note"
          label={t("admin.disputes.note")}
          error={errors.note}
          hint={t("admin.disputes.noteHint")}
        >
          <Textarea
            id="dispute-note"
            value={note}
            maxLength={RESOLUTION_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={noteId("dispute-note")}
            aria-invalid={errors.note ? true : undefined}
          />
        </Field>
        {errors.form && (
          <p role="alert" className="text-destructive text-sm">
            {errors.form}
          </p>
        )}
        <DialogFormActions
          cancelLabel={t("admin.review.cancel")}
          submitLabel={t("admin.disputes.resolve")}
          busy={resolve.isPending}
        />
      </form>
    </DialogContent>
  );
}
