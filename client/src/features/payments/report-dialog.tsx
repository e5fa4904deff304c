import { DISPUTE_REASON_MAX_LENGTH } from "@domain/payments/rules";
import { TriangleAlert } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogFormActions } from "@/components/dialog-form-actions";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "@/lib/error-text";

type Props = {
  busy: boolean;
  /** Sends the reason; `close` once it is reported, `showError` with the refusal otherwise. */
  onSend: (reason: string, close: () => void, showError: (error: Error) => void) => void;
};

/** "Report a problem": what went wrong, in the customer's words; the money stays held until Sipalu decides. */
export function ReportProblemDialog({ busy, onSend }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t("payments.steps.reasonRequired"));
    setError(undefined);
    onSend(
      reason.trim(),
      () => {
        setOpen(false);
        setReason("");
      },
      (failure) => setError(errorText(failure) ?? t("payments.steps.failedDescription")),
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <TriangleAlert aria-hidden="true" />
          {t("payments.steps.report")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} className="max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("payments.steps.reportTitle")}</DialogTitle>
            <DialogDescription>{t("payments.steps.reportDescription")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="payment-problem">{t("payments.steps.reportLabel")}</Label>
            <Textarea
              id="payment-problem"
              value={reason}
              maxLength={DISPUTE_REASON_MAX_LENGTH}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "payment-problem-note" : undefined}
              required
            />
            {error && (
              <p id="payment-problem-note" role="alert" className="text-destructive text-sm">
                {error}
              </p>
            )}
          </div>
          <DialogFormActions
            cancelLabel={t("payments.steps.notNow")}
            submitLabel={t("payments.steps.reportSend")}
            busy={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
