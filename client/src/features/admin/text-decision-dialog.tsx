import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogFormActions } from "@/components/dialog-form-actions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "@/lib/error-text";

/** A decision that takes one text: a payout's or refund's reference, a rejection's note. */
export type TextDecision = {
  title: string;
  description: string;
  label: string;
  /** A note (several lines) rather than a reference (one). */
  long?: boolean;
  maxLength: number;
  submitLabel: string;
  destructive?: boolean;
  /** Sends the text; settles when it is done, throws the refusal otherwise. */
  send: (text: string) => Promise<unknown>;
};

/** Asks for the reference or note a decision needs, and sends it; a refusal shows under the field. */
export function TextDecisionDialog({
  decision,
  onClose,
}: {
  decision: TextDecision | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && onClose()}>
      {decision && (
        <DecisionForm key={decision.title + decision.description} decision={decision} onDone={onClose} />
      )}
    </Dialog>
  );
}

function DecisionForm({ decision, onDone }: { decision: TextDecision; onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const Field = decision.long ? Textarea : Input;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return setError(t("admin.payments.required", { field: decision.label }));
    setError(undefined);
    setBusy(true);
    decision.send(text.trim()).then(onDone, (failure: unknown) => {
      setBusy(false);
      setError(errorText(failure) ?? t("admin.payments.failed"));
    });
  };

  return (
    <DialogContent closeLabel={t("common.close")} className="max-w-md">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{decision.title}</DialogTitle>
          <DialogDescription>{decision.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="decision-text">{decision.label}</Label>
          <Field
            id="decision-text"
            value={text}
            maxLength={decision.maxLength}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "decision-text-note" : undefined}
            required
          />
          {error && (
            <p id="decision-text-note" role="alert" className="text-destructive text-sm">
              {error}
            </p>
          )}
        </div>
        <DialogFormActions
          cancelLabel={t("admin.review.cancel")}
          submitLabel={decision.submitLabel}
          busy={busy}
          destructive={decision.destructive}
        />
      </form>
    </DialogContent>
  );
}
