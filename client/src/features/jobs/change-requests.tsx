import type { CurrentUser } from "@domain/auth/user";
import type { JobDetail } from "@domain/jobs/schemas";
import { formatNpr } from "@domain/money";
import { CHANGE_REASON_MAX_LENGTH, linesTotal } from "@domain/quotes/rules";
import type { ChangeRequest } from "@domain/quotes/schemas";
import { Check, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "@/components/form-alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";
import { currentLanguage } from "@/lib/i18n";
import { priceCap } from "@/lib/price-cap";
import { toast } from "@/lib/use-toast";
import { useAnswerChange, useJobChanges, useRequestChange } from "./quote-api";
import { draftTotal, QuoteLines } from "./quote-lines";
import { checkLines, type DraftLine, emptyLine, QuoteLinesEditor } from "./quote-lines-editor";

type Job = Pick<
  JobDetail,
  "id" | "title" | "status" | "customerId" | "hiredProfessionalId" | "skillCategory" | "finalPrice"
>;

/** Whether a job has change requests to show this user: its customer or hired professional, once started. */
export const showsChanges = (job: Job, user: CurrentUser | null) =>
  Boolean(user) &&
  (job.status === "in-progress" || job.status === "completed") &&
  (user?.id === job.customerId || user?.id === job.hiredProfessionalId);

/** Extras after the start: the hired professional asks for one, the customer approves or declines it. */
export function ChangeRequests({ job, user }: { job: Job; user: CurrentUser }) {
  const { t } = useTranslation();
  const changes = useJobChanges(job.id);
  const hired = user.id === job.hiredProfessionalId;
  const waiting = changes.data?.some((change) => change.status === "pending") ?? false;
  return (
    <section aria-label={t("changes.title")} className="grid gap-3">
      <h3 className="font-semibold text-sm">{t("changes.title")}</h3>
      {changes.isPending ? (
        <Skeleton className="h-20 rounded-lg" />
      ) : changes.isError ? (
        <p className="text-destructive text-sm">{errorText(changes.error) ?? t("changes.loadFailed")}</p>
      ) : changes.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("changes.none")}</p>
      ) : (
        <ul className="grid gap-3">
          {changes.data.map((change) => (
            <li key={change.id}>
              <ChangeCard
                change={change}
                canAnswer={user.id === job.customerId && job.status === "in-progress"}
              />
            </li>
          ))}
        </ul>
      )}
      {hired && job.status === "in-progress" && !waiting && <ChangeForm job={job} />}
    </section>
  );
}

const STATUS_VARIANT = { pending: "warning", approved: "success", declined: "outline" } as const;

function ChangeCard({ change, canAnswer }: { change: ChangeRequest; canAnswer: boolean }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const answer = useAnswerChange();
  const run = (kind: "approve" | "decline") =>
    void answer.mutateAsync({ id: change.id, answer: kind }).then(
      () => toast({ title: t(kind === "approve" ? "changes.approvedTitle" : "changes.declinedTitle") }),
      (error: Error) =>
        toast({
          title: t("jobs.actions.errorTitle"),
          description: errorText(error) ?? t("changes.answerFailed"),
          variant: "destructive",
        }),
    );
  return (
    <article aria-label={t("changes.item")} className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">{change.reason}</p>
        <Badge variant={STATUS_VARIANT[change.status]}>{t(`changes.status.${change.status}`)}</Badge>
      </div>
      <QuoteLines lines={change.lines} total={change.total} />
      {change.priceBefore && change.priceAfter && (
        <p className="text-muted-foreground text-xs">
          {t("changes.priceGrew", {
            before: formatNpr(change.priceBefore, locale),
            after: formatNpr(change.priceAfter, locale),
          })}
        </p>
      )}
      {canAnswer && change.status === "pending" && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={answer.isPending} onClick={() => run("approve")}>
            <Check aria-hidden="true" />
            {t("changes.approve")}
          </Button>
          <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => run("decline")}>
            <X aria-hidden="true" />
            {t("changes.decline")}
          </Button>
        </div>
      )}
    </article>
  );
}

function ChangeForm({ job }: { job: Job }) {
  const { t } = useTranslation();
  const id = useId();
  const request = useRequestChange();
  const [lines, setLines] = useState<DraftLine[]>([emptyLine("materials")]);
  const [reason, setReason] = useState("");
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [reasonError, setReasonError] = useState<string>();
  const [totalError, setTotalError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const cap = priceCap(t, job.skillCategory);
  const current = job.finalPrice ?? "0";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = checkLines(t, lines);
    setLineErrors(checked.ok ? {} : checked.errors);
    setReasonError(reason.trim() ? undefined : t("changes.reasonRequired"));
    const overCap = cap.check(linesTotal([{ amount: current }, { amount: draftTotal(lines) }]));
    setTotalError(overCap);
    if (!checked.ok || !reason.trim() || overCap) return;
    void request.mutateAsync({ jobId: job.id, body: { lines: checked.lines, reason: reason.trim() } }).then(
      () => {
        toast({ title: t("changes.sentTitle"), description: job.title, variant: "success" });
        setLines([emptyLine("materials")]);
        setReason("");
      },
      (error: Error) => {
        const text = errorText(error) ?? t("changes.sendFailed");
        if (error instanceof ApiError && error.field === "lines") setTotalError(text);
        else setFailure(text);
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-lg border border-dashed p-3">
      <h4 className="font-medium text-sm">{t("changes.ask")}</h4>
      <QuoteLinesEditor
        lines={lines}
        onChange={(next) => {
          setLines(next);
          setTotalError(undefined);
        }}
        errors={lineErrors}
        totalHint={t("changes.currentPrice", { price: formatNpr(current, currentLanguage()) })}
        totalError={totalError}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-reason`}>{t("changes.reason")}</Label>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={CHANGE_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        />
        {reasonError && (
          <p id={`${id}-reason-error`} className="text-destructive text-sm">
            {reasonError}
          </p>
        )}
      </div>
      {failure && <FormAlert title={t("changes.sendFailed")} description={failure} />}
      <div>
        <Button type="submit" disabled={request.isPending}>
          {t("changes.send")}
        </Button>
      </div>
    </form>
  );
}
