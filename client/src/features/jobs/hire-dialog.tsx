import { fullName } from "@domain/auth/user-rules";
import { HireBody, type PaymentType } from "@domain/jobs/schemas";
import { formatNpr } from "@domain/money";
import { UserCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AmountInput } from "@/components/amount-input";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { errorText } from "@/lib/error-text";
import { currentLanguage } from "@/lib/i18n";
import { priceCap } from "@/lib/price-cap";
import { toast } from "@/lib/use-toast";
import { useHireProfessional } from "./api";
import type { HireCandidate } from "./hire-candidates";

type HireDialogProps = {
  job: { id: string; title: string; paymentType: PaymentType; budget: string | null; skillCategory: string };
  candidate: HireCandidate;
};

/** Confirms a direct hire, with an optional agreed price (the budget otherwise). */
export function HireDialog({ job, candidate }: HireDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = fullName(candidate);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" aria-label={t("hire.buttonFor", { name })}>
          <UserCheck aria-hidden="true" />
          {t("hire.button")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} className="max-w-md">
        {open && <HireForm job={job} candidate={candidate} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function HireForm({ job, candidate, onDone }: HireDialogProps & { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const hire = useHireProfessional();
  const [price, setPrice] = useState("");
  const [error, setError] = useState<string>();
  const name = fullName(candidate);
  const budget = job.budget && Number(job.budget) > 0 ? formatNpr(job.budget, currentLanguage()) : null;
  const cap = priceCap(t, job.skillCategory);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = price.trim().replaceAll(",", "");
    const parsed = HireBody.safeParse({
      professionalId: candidate.id,
      agreedPrice: text === "" ? undefined : Number(text),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const messages: Record<string, string | undefined> = t("hire.errors", { returnObjects: true });
      setError((issue && messages[issue.code]) ?? issue?.message);
      return;
    }
    // The category's cap, said before the server refuses it (the budget when no price is given).
    const overCap = cap.check(parsed.data.agreedPrice ?? job.budget ?? 0);
    if (overCap) {
      setError(overCap);
      return;
    }
    setError(undefined);
    // Not mutate()'s callbacks: React Query skips them once this form has unmounted, and it does
    // as soon as the refreshed job is no longer open, losing the toast.
    void hire.mutateAsync({ jobId: job.id, body: parsed.data }).then(
      () => {
        toast({
          title: t("hire.doneTitle"),
          description: t("hire.doneDescription", { name }),
          variant: "success",
        });
        onDone();
      },
      (failure: Error) =>
        toast({
          title: t("jobs.actions.errorTitle"),
          description: errorText(failure) ?? t("hire.failed"),
          variant: "destructive",
        }),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t("hire.confirmTitle", { name })}</DialogTitle>
        <DialogDescription>{t("hire.confirmDescription", { name, title: job.title })}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-price`}>{t("hire.agreedPrice")}</Label>
        <AmountInput
          id={`${id}-price`}
          placeholder={t("hire.agreedPricePlaceholder")}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-price-hint`}
        />
        <p
          id={`${id}-price-hint`}
          className={error ? "text-destructive text-sm" : "text-muted-foreground text-xs"}
        >
          {error ?? (
            <>
              {budget
                ? t(job.paymentType === "hourly" ? "hire.budgetHintHourly" : "hire.budgetHint", { budget })
                : t("hire.noBudgetHint")}{" "}
              {cap.hint}
            </>
          )}
        </p>
        <p className="text-muted-foreground text-xs">{t("hire.waitsForAnswer", { name })}</p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t("jobs.confirm.back")}</Button>
        </DialogClose>
        <Button type="submit" disabled={hire.isPending}>
          <UserCheck aria-hidden="true" />
          {hire.isPending ? t("hire.hiring") : t("hire.button")}
        </Button>
      </div>
    </form>
  );
}
