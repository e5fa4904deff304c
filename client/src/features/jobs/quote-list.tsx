import { fullName } from "@domain/auth/user-rules";
import type { JobDetail } from "@domain/jobs/schemas";
import { formatNpr } from "@domain/money";
import type { Quote } from "@domain/quotes/schemas";
import { formatNepalDateTime } from "@domain/time";
import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/error-text";
import { currentLanguage } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { useAnswerQuote, useJobQuotes } from "./quote-api";
import { QuoteLines } from "./quote-lines";

type Heading = "h3" | "h4";

/** The quotes on the customer's open hourly or contact job, each to accept (hire at its total) or decline. */
export function QuoteList({
  job,
  Heading = "h3",
}: {
  job: Pick<JobDetail, "id" | "status">;
  Heading?: Heading;
}) {
  const { t } = useTranslation();
  const quotes = useJobQuotes(job.id);
  const shown = quotes.data?.filter((quote) => quote.status !== "withdrawn") ?? [];
  return (
    <section aria-label={t("quotes.title")} className="grid gap-2">
      <Heading className="font-medium text-sm">{t("quotes.received", { count: shown.length })}</Heading>
      {quotes.isPending ? (
        <Skeleton className="h-24 rounded-lg" />
      ) : quotes.isError ? (
        <p className="text-destructive text-sm">{errorText(quotes.error) ?? t("quotes.loadFailed")}</p>
      ) : shown.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("quotes.none")}</p>
      ) : (
        <ul className="grid gap-3">
          {shown.map((quote) => (
            <li key={quote.id}>
              <QuoteCard quote={quote} canAnswer={job.status === "open"} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const STATUS_VARIANT = {
  pending: "secondary",
  accepted: "success",
  declined: "outline",
  withdrawn: "outline",
} as const;

function QuoteCard({ quote, canAnswer }: { quote: Quote; canAnswer: boolean }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const answer = useAnswerQuote();
  const name = fullName(quote.professional);
  const total = formatNpr(quote.total, locale);
  const run = (kind: "accept" | "decline", close?: () => void) =>
    void answer.mutateAsync({ id: quote.id, answer: kind }).then(
      () => {
        close?.();
        toast(
          kind === "accept"
            ? {
                title: t("quotes.acceptedTitle"),
                description: t("quotes.acceptedText", { name, total }),
                variant: "success",
              }
            : { title: t("quotes.declinedTitle"), description: name },
        );
      },
      (error: Error) =>
        toast({
          title: t("jobs.actions.errorTitle"),
          description: errorText(error) ?? t("quotes.answerFailed"),
          variant: "destructive",
        }),
    );
  return (
    <article aria-label={t("quotes.from", { name })} className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-sm">{t("quotes.from", { name })}</p>
        <Badge variant={STATUS_VARIANT[quote.status]}>{t(`quotes.status.${quote.status}`)}</Badge>
      </div>
      <QuoteLines lines={quote.lines} total={quote.total} />
      {quote.message && <p className="whitespace-pre-line text-sm">{quote.message}</p>}
      {quote.validUntil && (
        <p className="text-muted-foreground text-xs">
          {t("quotes.validUntil", { date: formatNepalDateTime(quote.validUntil, locale) })}
        </p>
      )}
      {canAnswer && quote.status === "pending" && (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            title={t("quotes.acceptConfirmTitle")}
            description={t("quotes.acceptConfirmText", { name, total })}
            confirmLabel={t("quotes.accept")}
            busy={answer.isPending}
            onConfirm={(close) => run("accept", close)}
          >
            <Button size="sm">
              <Check aria-hidden="true" />
              {t("quotes.accept")}
            </Button>
          </ConfirmDialog>
          <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => run("decline")}>
            <X aria-hidden="true" />
            {t("quotes.decline")}
          </Button>
        </div>
      )}
    </article>
  );
}
