import { formatPaisa } from "@domain/money";
import type { Statement } from "@domain/payments/schemas";
import { formatCalendarMonth, formatDate } from "@domain/time";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Download, Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { currentLanguage } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { statementCsvUrl, statementQuery } from "./api";
import { otherMonth, thisMonth } from "./statement-month";

/** What each kind of line is (the ledger's kinds of movement into and out of the balance). */
const KIND_WORDS: Record<string, `earnings.statement.kinds.${string}` | undefined> = {
  release: "earnings.statement.kinds.release",
  late_fee: "earnings.statement.kinds.lateFee",
  refund: "earnings.statement.kinds.partialRefund",
  payout_requested: "earnings.statement.kinds.payout",
  payout_rejected: "earnings.statement.kinds.payoutRejected",
};

/**
 * A month of the professional's earnings and payouts (Nepal time): the balance at both ends, a line
 * a movement, as CSV to download and as a page to print (print CSS leaves the navigation out).
 */
export function StatementSection({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const statement = useQuery({ ...statementQuery(month), placeholderData: keepPreviousData });
  const title = formatCalendarMonth(month, locale, true);
  return (
    <section aria-labelledby="statement-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statement-title" className="font-semibold text-xl">
          {t("earnings.statement.title", { month: title })}
        </h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          <a
            href={statementCsvUrl(month)}
            download={`sipalu-statement-${month}.csv`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Download aria-hidden="true" />
            {t("earnings.statement.csv")}
          </a>
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t("earnings.statement.print")}
          </Button>
        </div>
      </div>
      <nav aria-label={t("earnings.statement.months")} className="flex items-center gap-2 print:hidden">
        <Button variant="ghost" size="sm" onClick={() => onMonth(otherMonth(month, -1))}>
          <ChevronLeft aria-hidden="true" />
          {t("earnings.statement.previous")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={month >= thisMonth()}
          onClick={() => onMonth(otherMonth(month, 1))}
        >
          {t("earnings.statement.next")}
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
      {statement.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {t("earnings.statement.loadFailed")}
        </p>
      ) : statement.data ? (
        <StatementTable statement={statement.data} stale={statement.isPlaceholderData} />
      ) : (
        <Skeleton className="h-40" />
      )}
    </section>
  );
}

function StatementTable({ statement, stale }: { statement: Statement; stale: boolean }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const money = (paisa: number) => formatPaisa(paisa, locale);
  const totals = [
    ["opening", statement.openingPaisa],
    ["earned", statement.earnedPaisa],
    ["paidOut", statement.paidOutPaisa],
    ["closing", statement.closingPaisa],
  ] as const;
  return (
    <div
      className={cn("grid gap-4 transition-opacity", stale && "opacity-60")}
      aria-busy={stale || undefined}
    >
      <dl className="grid grid-cols-2 gap-3 rounded-lg border p-4 text-sm sm:grid-cols-4">
        {totals.map(([name, paisa]) => (
          <div key={name}>
            <dt className="text-muted-foreground">{t(`earnings.statement.totals.${name}`)}</dt>
            <dd className="font-semibold tabular-nums">{money(paisa)}</dd>
          </div>
        ))}
      </dl>
      {statement.lines.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("earnings.statement.empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("earnings.statement.caption")}</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("earnings.statement.date")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("earnings.statement.what")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("earnings.statement.amount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {statement.lines.map((line, index) => (
                // Lines have no id: a month's lines come in a fixed order (time, then entry).
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index} className="border-t align-top">
                  <td className="whitespace-nowrap px-3 py-2">{formatDate(line.at, locale)}</td>
                  <td className="px-3 py-2">
                    <KindWords kind={line.kind} />
                    {line.jobTitle && (
                      <span className="block break-words text-muted-foreground">{line.jobTitle}</span>
                    )}
                  </td>
                  <td
                    className={cn(
                      "whitespace-nowrap px-3 py-2 text-right tabular-nums",
                      line.amountPaisa > 0 && "text-success",
                    )}
                  >
                    {line.amountPaisa > 0 ? "+" : ""}
                    {money(line.amountPaisa)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function KindWords({ kind }: { kind: string }) {
  const { t } = useTranslation();
  const key = KIND_WORDS[kind];
  return key ? t(key as "earnings.statement.kinds.release") : kind;
}
