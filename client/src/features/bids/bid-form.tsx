import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "@/lib/error-text";
import { priceCap } from "@/lib/price-cap";
import { toast } from "@/lib/use-toast";
import { useCreateBid } from "./api";
import { checkBid } from "./check-bid";

/** The job dialog's bid form: amount and message (SPEC §5, §8). */
export function BidForm({
  jobId,
  skillCategory,
  signedIn,
}: {
  jobId: string;
  skillCategory: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const createBid = useCreateBid();
  const [amount, setAmount] = useState("");
  const [message, setMessage] = useState("");
  const [amountError, setAmountError] = useState<string>();
  const cap = priceCap(t, skillCategory);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkBid(signedIn, amount, message);
    if (!check.ok) {
      const login = check.problem === "login";
      toast({
        title: login ? t("bids.loginTitle") : t("bids.missingTitle"),
        description: login ? t("bids.loginDescription") : t("bids.missingDescription"),
        variant: "destructive",
      });
      return;
    }
    // Above the category's cap: said under the amount, before the server refuses it.
    const overCap = cap.check(check.body.amount);
    setAmountError(overCap);
    if (overCap) return;
    // Not mutate()'s callbacks: React Query skips them once this form has unmounted, and it does
    // as soon as the refreshed bids include mine (the notice replaces it), losing the toast.
    void createBid.mutateAsync({ jobId, ...check.body }).then(
      () => {
        toast({
          title: t("bids.successTitle"),
          description: t("bids.successDescription"),
          variant: "success",
        });
        setAmount("");
        setMessage("");
      },
      (error: Error) =>
        toast({
          title: t("bids.errorTitle"),
          description: errorText(error) ?? t("bids.errorDescription"),
          variant: "destructive",
        }),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-amount`}>{t("bids.amount")}</Label>
        <Input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          placeholder={t("bids.amountPlaceholder")}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={`${id}-amount-hint`}
        />
        <p
          id={`${id}-amount-hint`}
          className={amountError ? "text-destructive text-sm" : "text-muted-foreground text-xs"}
        >
          {amountError ?? cap.hint}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`}>{t("bids.message")}</Label>
        <Textarea
          id={`${id}-message`}
          rows={3}
          placeholder={t("bids.messagePlaceholder")}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={createBid.isPending} className="w-full sm:w-auto sm:justify-self-end">
        {createBid.isPending ? t("bids.submitting") : t("bids.submit")}
      </Button>
    </form>
  );
}

/** The job dialog's bid section (app/job-dialog.tsx): the form, or the notice once I have bid. */
export function JobBidForm({
  jobId,
  skillCategory,
  alreadyBid,
}: {
  jobId: string;
  skillCategory: string;
  alreadyBid: boolean;
}) {
  return alreadyBid ? (
    <BidSubmittedNotice />
  ) : (
    <BidForm jobId={jobId} skillCategory={skillCategory} signedIn />
  );
}

/** What a professional who already bid sees instead of the form. */
export function BidSubmittedNotice() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-success/30 bg-success/10 p-4">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      <div>
        <p className="font-medium">{t("bids.successTitle")}</p>
        <p className="text-muted-foreground text-sm">{t("bids.alreadyDescription")}</p>
      </div>
    </div>
  );
}
