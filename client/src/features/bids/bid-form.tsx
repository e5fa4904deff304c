import type { CurrentUser } from "@domain/auth/user";
import { BID_ESTIMATED_TIME_MAX_LENGTH } from "@domain/bids/rules";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AmountInput } from "@/components/amount-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { newIdempotencyKey } from "@/lib/api";
import { currentUserKey } from "@/lib/current-user";
import { errorText, zeroAmount } from "@/lib/error-text";
import { isOnline } from "@/lib/online";
import { priceCap } from "@/lib/price-cap";
import { toast } from "@/lib/use-toast";
import { useCreateBid } from "./api";
import { BidWaitingNotice } from "./bid-waiting-notice";
import { checkBid } from "./check-bid";
import { placeBidLater, usePendingBid } from "./pending-bid";

/**
 * The job dialog's bid form: amount, message (SPEC §5, §8) and the estimated time cards show.
 * Offline, or when the network fails under the submit, the bid waits in the outbox with the key it
 * was submitted with.
 */
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
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState("");
  const [message, setMessage] = useState("");
  const [estimatedTime, setEstimatedTime] = useState("");
  const [amountError, setAmountError] = useState<string>();
  const cap = priceCap(t, skillCategory);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkBid(signedIn, amount, message, estimatedTime);
    if (!check.ok && check.problem === "amount") {
      setAmountError(t("invalidField.amount", zeroAmount()));
      return;
    }
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
    const bid = { body: { jobId, ...check.body }, key: newIdempotencyKey() };
    const reset = () => {
      setAmount("");
      setMessage("");
      setEstimatedTime("");
    };
    const failed = (error: unknown) =>
      toast({
        title: t("bids.errorTitle"),
        description: errorText(error) ?? t("bids.errorDescription"),
        variant: "destructive",
      });
    // The form gives way to the waiting notice (JobBidForm) as soon as the outbox has it.
    const user = queryClient.getQueryData<CurrentUser | null>(currentUserKey);
    const later = () =>
      user
        ? placeBidLater(user.id, bid).then(() => {
            toast({ title: t("outbox.bidQueuedTitle"), description: t("outbox.bidQueuedDescription") });
            reset();
          }, failed)
        : undefined;
    if (!isOnline()) return void later();
    // Not mutate()'s callbacks: React Query skips them once this form has unmounted, and it does
    // as soon as the refreshed bids include mine (the notice replaces it), losing the toast.
    void createBid.mutateAsync(bid).then(
      () => {
        toast({
          title: t("bids.successTitle"),
          description: t("bids.successDescription"),
          variant: "success",
        });
        reset();
      },
      // No answer came back (fetch's TypeError): the outbox tries again under the same key.
      (error: Error) => (error instanceof TypeError ? void later() : failed(error)),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-amount`}>{t("bids.amount")}</Label>
        <AmountInput
          id={`${id}-amount`}
          placeholder={t("bids.amountPlaceholder")}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountError(undefined);
          }}
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
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-time`}>{t("bids.estimatedTime")}</Label>
        <Input
          id={`${id}-time`}
          maxLength={BID_ESTIMATED_TIME_MAX_LENGTH}
          placeholder={t("bids.estimatedTimePlaceholder")}
          value={estimatedTime}
          onChange={(event) => setEstimatedTime(event.target.value)}
          aria-describedby={`${id}-time-hint`}
        />
        <p id={`${id}-time-hint`} className="text-muted-foreground text-xs">
          {t("bids.estimatedTimeHint")}
        </p>
      </div>
      <Button type="submit" disabled={createBid.isPending} className="w-full sm:w-auto sm:justify-self-end">
        {createBid.isPending ? t("bids.submitting") : t("bids.submit")}
      </Button>
    </form>
  );
}

/**
 * The job dialog's bid section (app/job-dialog.tsx): the form, my bid waiting in the outbox, or the
 * notice once I have bid. On a job closed to bids, only my bid still in the outbox (a refused one
 * says why until discarded).
 */
export function JobBidForm({
  jobId,
  skillCategory,
  alreadyBid,
  closed = false,
}: {
  jobId: string;
  skillCategory: string;
  alreadyBid: boolean;
  closed?: boolean;
}) {
  const pending = usePendingBid(jobId);
  if (alreadyBid) return <BidSubmittedNotice />;
  if (pending) return <BidWaitingNotice item={pending} />;
  if (closed) return null;
  return <BidForm jobId={jobId} skillCategory={skillCategory} signedIn />;
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
