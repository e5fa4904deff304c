import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { SandboxNote } from "@/components/sandbox-note";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { localDigits } from "@/lib/local-digits";
import { balanceQuery } from "./api";
import { BalanceCards } from "./balance-cards";
import { PayoutForm } from "./payout-form";
import { PayoutList } from "./payout-list";
import { statementMonth } from "./statement-month";
import { StatementSection } from "./statement-section";

/**
 * /earnings, a professional's money (issue 19): the balance (available, held for work in progress,
 * commission owed on cash, payouts on their way), payout requests and a new one, and a month's
 * statement to download as CSV or print.
 */
export function EarningsPage() {
  const { t } = useTranslation();
  const balance = useQuery(balanceQuery());
  const [params, setParams] = useSearchParams();
  const month = statementMonth(params.get("month"));
  const percent = balance.data?.commissionPercent;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:py-10">
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("earnings.title")}</h1>
        <p className="text-muted-foreground">{t("earnings.subtitle")}</p>
        <SandboxNote className="mt-1 print:hidden" />
      </div>

      <section aria-labelledby="balance-title" className="grid gap-3 print:hidden">
        <h2 id="balance-title" className="font-semibold text-xl">
          {t("earnings.balance")}
        </h2>
        <BalanceCards balance={balance.data} failed={balance.isError} />
        {balance.isError && (
          <p role="alert" className="text-destructive text-sm">
            {t("earnings.loadFailed")}
          </p>
        )}
        {percent !== undefined && (
          <p className="text-muted-foreground text-sm">
            {t("earnings.commission", { percent: localDigits(percent) })}
          </p>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-2 print:hidden">
        <Card>
          <CardHeader>
            <CardTitle>{t("earnings.payout.title")}</CardTitle>
            <CardDescription>{t("earnings.payout.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            {balance.data ? (
              <PayoutForm availablePaisa={balance.data.availablePaisa} />
            ) : (
              <Skeleton className="h-64" />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("earnings.payouts.title")}</CardTitle>
            <CardDescription>{t("earnings.payouts.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <PayoutList />
          </CardContent>
        </Card>
      </div>

      <StatementSection month={month} onMonth={(next) => setParams({ month: next }, { replace: true })} />
    </div>
  );
}
