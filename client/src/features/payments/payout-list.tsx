import { formatPaisa } from "@domain/money";
import type { Payout } from "@domain/payments/schemas";
import { formatDate } from "@domain/time";
import { useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { currentLanguage } from "@/lib/i18n";
import { payoutsQuery } from "./api";

const STATUS_BADGES = { requested: "warning", paid: "success", rejected: "destructive" } as const;

/** The professional's payout requests, newest first: how much, where to, and what became of it. */
export function PayoutList() {
  const { t } = useTranslation();
  const payouts = useQuery(payoutsQuery());
  if (payouts.isPending) return <Skeleton className="h-24" />;
  if (payouts.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("earnings.payouts.loadFailed")}
      </p>
    );
  }
  if (payouts.data.payouts.length === 0) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Send className="size-4" aria-hidden="true" />
        {t("earnings.payouts.empty")}
      </p>
    );
  }
  return (
    <ul className="grid gap-2" aria-label={t("earnings.payouts.title")}>
      {payouts.data.payouts.map((payout) => (
        <li key={payout.id}>
          <PayoutRow payout={payout} />
        </li>
      ))}
    </ul>
  );
}

export function PayoutRow({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  return (
    <div className="grid gap-1 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">{formatPaisa(payout.amountPaisa, locale)}</span>
        <Badge variant={STATUS_BADGES[payout.status]}>{t(`earnings.payouts.status.${payout.status}`)}</Badge>
      </div>
      <p className="break-words text-muted-foreground">
        {t("earnings.payouts.to", {
          method: t(`earnings.payout.methods.${payout.method}`),
          destination: payout.destination,
        })}
      </p>
      <p className="text-muted-foreground">
        {t("earnings.payouts.requestedOn", { date: formatDate(payout.requestedAt, locale) })}
        {payout.decidedAt &&
          ` · ${t(`earnings.payouts.decidedOn.${payout.status === "paid" ? "paid" : "rejected"}`, {
            date: formatDate(payout.decidedAt, locale),
          })}`}
      </p>
      {payout.reference && (
        <p className="break-words">{t("earnings.payouts.reference", { reference: payout.reference })}</p>
      )}
      {payout.note && <p className="break-words">{t("earnings.payouts.note", { note: payout.note })}</p>}
    </div>
  );
}
