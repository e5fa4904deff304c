import { type Bid, type BidWithJob, UpdateBidBody } from "@domain/bids/schemas";
import { Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AmountInput } from "@/components/amount-input";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorText, zeroAmount } from "@/lib/error-text";
import { priceCap } from "@/lib/price-cap";
import { toast } from "@/lib/use-toast";
import { useUpdateBid, useWithdrawBid } from "./api";
import { checkBid } from "./check-bid";

type Outcome = {
  /** The bid as saved. */
  onSaved: (bid: Bid) => void;
  onWithdrawn: (id: string) => void;
};

type EditBidDialogProps = Outcome & { bid: BidWithJob | null; onClose: () => void };

/** Change a pending bid's amount, message or estimated time, or withdraw it (after confirming). */
export function EditBidDialog({ bid, onClose, ...outcome }: EditBidDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={bid !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="max-w-lg p-5 sm:p-6">
        {bid && <EditBidForm key={bid.id} bid={bid} onDone={onClose} {...outcome} />}
      </DialogContent>
    </Dialog>
  );
}

type Field = "amount" | "message" | "estimatedTime";

function EditBidForm({
  bid,
  onDone,
  onSaved,
  onWithdrawn,
}: Outcome & { bid: BidWithJob; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateBid();
  const withdraw = useWithdrawBid();
  const [amount, setAmount] = useState(String(Number(bid.amount)));
  const [message, setMessage] = useState(bid.description ?? "");
  const [estimatedTime, setEstimatedTime] = useState(bid.estimatedTime ?? "");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const cap = priceCap(t, bid.job.skillCategory);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkBid(true, amount, message);
    if (!check.ok && check.problem === "amount") {
      setErrors({ amount: t("invalidField.amount", zeroAmount()) });
      return;
    }
    if (!check.ok) {
      toast({
        title: t("bids.missingTitle"),
        description: t("bids.missingDescription"),
        variant: "destructive",
      });
      return;
    }
    const parsed = UpdateBidBody.safeParse({ ...check.body, estimatedTime });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        // In the active language by the issue's code; the schema's English otherwise.
        const messages: Record<string, string | undefined> = t(`myBids.edit.errors.${field}`, {
          returnObjects: true,
        });
        found[field] ??= messages[issue.code] ?? issue.message;
      }
      setErrors(found);
      return;
    }
    // Above the job category's cap: said under the amount, before the server refuses it.
    const overCap = cap.check(check.body.amount);
    if (overCap) {
      setErrors({ amount: overCap });
      return;
    }
    setErrors({});
    update.mutate(
      { id: bid.id, body: { ...check.body, estimatedTime } },
      {
        onSuccess: (saved) => {
          toast({
            title: t("myBids.edit.doneTitle"),
            description: t("myBids.edit.doneDescription"),
            variant: "success",
          });
          onSaved(saved);
          onDone();
        },
        onError: (error) =>
          toast({
            title: t("bids.errorTitle"),
            description: errorText(error) ?? t("myBids.edit.failed"),
            variant: "destructive",
          }),
      },
    );
  };

  const onWithdraw = (close: () => void) =>
    withdraw.mutate(bid.id, {
      onSuccess: () => {
        close();
        toast({
          title: t("myBids.withdraw.doneTitle"),
          description: t("myBids.withdraw.doneDescription"),
          variant: "success",
        });
        onWithdrawn(bid.id);
        onDone();
      },
      onError: (error) =>
        toast({
          title: t("bids.errorTitle"),
          description: errorText(error) ?? t("myBids.withdraw.failed"),
          variant: "destructive",
        }),
    });

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
  });
  const fieldError = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="text-destructive text-sm">
        {errors[field]}
      </p>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t("myBids.edit.title")}</DialogTitle>
        <DialogDescription>{bid.job.title}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-amount`}>{t("bids.amount")}</Label>
        <AmountInput
          {...fieldProps("amount")}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        {fieldError("amount") || <p className="text-muted-foreground text-xs">{cap.hint}</p>}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`}>{t("bids.message")}</Label>
        <Textarea
          {...fieldProps("message")}
          rows={4}
          placeholder={t("bids.messagePlaceholder")}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        {fieldError("message")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-estimatedTime`}>{t("myBids.edit.estimatedTime")}</Label>
        <Input
          {...fieldProps("estimatedTime")}
          placeholder={t("myBids.edit.estimatedTimePlaceholder")}
          value={estimatedTime}
          onChange={(event) => setEstimatedTime(event.target.value)}
        />
        {fieldError("estimatedTime")}
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center">
        <ConfirmDialog
          title={t("myBids.withdraw.confirmTitle")}
          description={t("myBids.withdraw.confirmDescription")}
          confirmLabel={t("myBids.withdraw.label")}
          cancelLabel={t("myBids.withdraw.keep")}
          destructive
          busy={withdraw.isPending}
          onConfirm={onWithdraw}
        >
          <Button variant="ghost" className="text-destructive hover:text-destructive sm:mr-auto">
            <Trash2 aria-hidden="true" />
            {t("myBids.withdraw.label")}
          </Button>
        </ConfirmDialog>
        <DialogClose asChild>
          <Button variant="outline">{t("myBids.edit.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t("myBids.edit.saving") : t("myBids.edit.save")}
        </Button>
      </div>
    </form>
  );
}
