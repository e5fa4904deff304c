import { fullName } from "@domain/auth/user-rules";
import type { JobBid } from "@domain/bids/schemas";
import { formatNpr } from "@domain/money";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/error-text";
import { currentLanguage } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { useAcceptBid } from "./api";

/** The customer hires a bid's professional, after confirming. */
export function AcceptBidButton({ bid }: { bid: JobBid }) {
  const { t } = useTranslation();
  const accept = useAcceptBid();
  const name = fullName(bid.professional);
  const amount = formatNpr(bid.amount, currentLanguage());

  // Not mutate()'s callbacks: React Query skips them once this button has unmounted, and it does
  // as soon as the refreshed job is no longer open, losing the toast.
  const onConfirm = (close: () => void) =>
    void accept.mutateAsync(bid.id).then(
      () => {
        close();
        toast({
          title: t("jobs.acceptBid.doneTitle"),
          description: t("jobs.acceptBid.doneDescription", { name }),
          variant: "success",
        });
      },
      (error: Error) =>
        toast({
          title: t("jobs.actions.errorTitle"),
          description: errorText(error) ?? t("jobs.acceptBid.failed"),
          variant: "destructive",
        }),
    );

  return (
    <ConfirmDialog
      title={t("jobs.acceptBid.confirmTitle")}
      description={t("jobs.acceptBid.confirmDescription", { name, amount })}
      confirmLabel={t("jobs.acceptBid.label")}
      busy={accept.isPending}
      onConfirm={onConfirm}
    >
      <Button size="sm">
        <Check aria-hidden="true" />
        {t("jobs.acceptBid.label")}
      </Button>
    </ConfirmDialog>
  );
}
