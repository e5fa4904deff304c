import type { JobDetail } from "@domain/jobs/schemas";
import { MAX_QUOTE_VALID_DAYS, QUOTE_MESSAGE_MAX_LENGTH } from "@domain/quotes/rules";
import { formatNepalDateTime } from "@domain/time";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";
import { currentLanguage } from "@/lib/i18n";
import { priceCap } from "@/lib/price-cap";
import { toast } from "@/lib/use-toast";
import { useJobQuotes, useSendQuote, useWithdrawQuote } from "./quote-api";
import { draftTotal, QuoteLines } from "./quote-lines";
import { checkLines, type DraftLine, emptyLine, QuoteLinesEditor } from "./quote-lines-editor";

/**
 * A professional's quote on an open hourly or contact job: labour and materials lines (the total
 * adds up as they type), a message and how long it holds. Their pending quote shows above it, to
 * withdraw or replace by sending again.
 */
export function SendQuoteForm({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const quotes = useJobQuotes(job.id);
  const send = useSendQuote();
  const withdraw = useWithdrawQuote();
  const [lines, setLines] = useState<DraftLine[]>([emptyLine()]);
  const [message, setMessage] = useState("");
  const [validDays, setValidDays] = useState("");
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [totalError, setTotalError] = useState<string>();
  const [daysError, setDaysError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const cap = priceCap(t, job.skillCategory);
  const pending = quotes.data?.find((quote) => quote.status === "pending");
  const locale = currentLanguage();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = checkLines(t, lines);
    setLineErrors(checked.ok ? {} : checked.errors);
    const overCap = cap.check(draftTotal(lines));
    setTotalError(overCap);
    const days = validDays.trim() ? Number(validDays) : undefined;
    const badDays =
      days !== undefined && (!Number.isInteger(days) || days < 1 || days > MAX_QUOTE_VALID_DAYS);
    setDaysError(badDays ? t("quotes.errors.validDays", { max: MAX_QUOTE_VALID_DAYS }) : undefined);
    if (!checked.ok || overCap || badDays) return;
    const body = { lines: checked.lines, message: message.trim() || undefined, validDays: days };
    void send.mutateAsync({ jobId: job.id, body }).then(
      () => {
        toast({ title: t("quotes.sentTitle"), description: job.title, variant: "success" });
        setLines([emptyLine()]);
        setMessage("");
        setValidDays("");
      },
      (error: Error) => {
        const text = errorText(error) ?? t("quotes.sendFailed");
        if (error instanceof ApiError && error.field === "lines") setTotalError(text);
        else setFailure(text);
      },
    );
  };

  const onWithdraw = (quoteId: string) =>
    void withdraw.mutateAsync(quoteId).then(
      () => toast({ title: t("quotes.withdrawnTitle"), description: job.title }),
      (error: Error) =>
        toast({
          title: t("jobs.actions.errorTitle"),
          description: errorText(error) ?? t("quotes.sendFailed"),
          variant: "destructive",
        }),
    );

  return (
    <div className="grid gap-4">
      {pending && (
        <section aria-labelledby={`${id}-mine`} className="grid gap-2 rounded-lg border p-3">
          <h4 id={`${id}-mine`} className="font-medium text-sm">
            {t("quotes.yourPending")}
          </h4>
          <QuoteLines lines={pending.lines} total={pending.total} />
          {pending.validUntil && (
            <p className="text-muted-foreground text-xs">
              {t("quotes.validUntil", { date: formatNepalDateTime(pending.validUntil, locale) })}
            </p>
          )}
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={withdraw.isPending}
              onClick={() => onWithdraw(pending.id)}
            >
              {t("quotes.withdraw")}
            </Button>
          </div>
        </section>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-labelledby={`${id}-title`}>
        <p id={`${id}-title`} className="text-muted-foreground text-sm">
          {pending ? t("quotes.replaceHint") : t("quotes.formHint")}
        </p>
        <QuoteLinesEditor
          lines={lines}
          onChange={(next) => {
            setLines(next);
            setTotalError(undefined);
          }}
          errors={lineErrors}
          totalHint={cap.hint}
          totalError={totalError}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-message`}>{t("quotes.message")}</Label>
          <Textarea
            id={`${id}-message`}
            rows={2}
            maxLength={QUOTE_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5 sm:max-w-48">
          <Label htmlFor={`${id}-days`}>{t("quotes.validDays")}</Label>
          <Input
            id={`${id}-days`}
            inputMode="numeric"
            value={validDays}
            onChange={(event) => setValidDays(event.target.value)}
            aria-invalid={daysError ? true : undefined}
            aria-describedby={`${id}-days-hint`}
          />
          <p
            id={`${id}-days-hint`}
            className={daysError ? "text-destructive text-sm" : "text-muted-foreground text-xs"}
          >
            {daysError ?? t("quotes.validDaysHint")}
          </p>
        </div>
        {failure && <FormAlert title={t("quotes.sendFailed")} description={failure} />}
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t("quotes.sending") : pending ? t("quotes.replace") : t("quotes.send")}
          </Button>
        </div>
      </form>
    </div>
  );
}
