import { formatNpr } from "@domain/money";
import { CircleAlert, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/error-text";
import { currentLanguage } from "@/lib/i18n";
import { failureAsError, type OutboxItem } from "@/lib/outbox";
import { outbox } from "@/lib/outbox-sync";

/**
 * My bid on the job while it waits in the outbox, in place of the form: "Waiting to send", or, once
 * the server refused it, why, with a Discard that brings the form back.
 */
export function BidWaitingNotice({ item }: { item: OutboxItem }) {
  const { t } = useTranslation();
  const amount = formatNpr(Number(item.body.amount), currentLanguage());
  if (item.failure) {
    return (
      <div role="alert" className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
        <div className="flex gap-3">
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div>
            <p className="font-medium">{t("outbox.bidNotSent", { amount })}</p>
            <p className="text-muted-foreground text-sm">
              {errorText(failureAsError(item.failure)) ?? t("bids.errorDescription")}
            </p>
          </div>
        </div>
        <Button variant="outline" className="justify-self-end" onClick={() => void outbox.discard(item.id)}>
          {t("outbox.discard")}
        </Button>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg border border-warning/50 border-dashed bg-warning/10 p-4"
    >
      <Clock className="mt-0.5 size-5 shrink-0 text-warning-foreground" aria-hidden="true" />
      <div>
        <p className="font-medium">{t("outbox.waiting")}</p>
        <p className="text-muted-foreground text-sm">{t("outbox.bidWaiting", { amount })}</p>
      </div>
    </div>
  );
}
