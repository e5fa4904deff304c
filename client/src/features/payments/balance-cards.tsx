import { formatPaisa } from "@domain/money";
import type { Balance } from "@domain/payments/schemas";
import { Hourglass, ReceiptText, Send, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StatCard } from "@/components/stat-card";
import { currentLanguage } from "@/lib/i18n";

/** The professional's money at a glance: available to pay out, held for work, owed on cash, on its way. */
export function BalanceCards({ balance, failed }: { balance: Balance | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const value = (paisa: number | undefined) =>
    failed ? "—" : paisa === undefined ? undefined : formatPaisa(paisa, locale);
  return (
    <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      <StatCard
        icon={Wallet}
        tone="green"
        label={t("earnings.available")}
        value={value(balance?.availablePaisa)}
      />
      <StatCard icon={Hourglass} tone="blue" label={t("earnings.held")} value={value(balance?.heldPaisa)} />
      <StatCard
        icon={ReceiptText}
        tone="yellow"
        label={t("earnings.feesOwed")}
        value={value(balance?.feesOwedPaisa)}
      />
      <StatCard
        icon={Send}
        tone="primary"
        label={t("earnings.payoutsPending")}
        value={value(balance?.payoutsPendingPaisa)}
      />
    </div>
  );
}
