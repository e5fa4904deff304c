import type { CurrentUser } from "@domain/auth/user";
import type { Job } from "@domain/jobs/schemas";
import { actorFor, nextStatuses } from "@domain/jobs/status-rules";
import { Ban, CalendarDays, Check, CheckCheck, Play, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/use-toast";
import { type JobStep, useJobStep } from "./api";

/** The translations of each step, under jobs.actions. */
const STEP_TEXT = {
  cancel: "cancel",
  start: "start",
  complete: "complete",
  "hire/accept": "acceptHire",
  "hire/decline": "declineHire",
} as const satisfies Record<JobStep, string>;

/**
 * Accept and Decline a direct hire (its professional), Start, Mark complete and Cancel job: only the
 * ones this user may take now (domain/jobs/status).
 */
export function JobActions({ job, user }: { job: Job; user: CurrentUser }) {
  const { t } = useTranslation();
  const step = useJobStep();
  const actor = actorFor(job, user);
  const next = actor ? nextStatuses(job.status, actor) : [];
  // The offered professional answers the hire: offered → accepted, or back to open.
  const answers = job.status === "offered" && actor === "hired";
  const agreedBooking = Boolean(job.bookingId) && job.status === "accepted";
  if (
    !answers &&
    !next.some((status) => status === "in-progress" || status === "completed" || status === "cancelled")
  ) {
    return null;
  }

  // Not mutate()'s callbacks: React Query skips them once these buttons have unmounted, and they
  // may before the refreshed lists are all in (an accepted hire moves to another list), losing the toast.
  const run = (which: JobStep, close?: () => void) =>
    void step.mutateAsync({ jobId: job.id, step: which }).then(
      () => {
        close?.();
        toast({
          title: t(`jobs.actions.${STEP_TEXT[which]}.doneTitle`),
          description: t(`jobs.actions.${STEP_TEXT[which]}.doneDescription`),
          variant: "success",
        });
      },
      (error: Error) =>
        toast({
          title: t("jobs.actions.errorTitle"),
          description: errorText(error) ?? t("jobs.actions.errorDescription"),
          variant: "destructive",
        }),
    );

  return (
    <div className="flex flex-wrap gap-2">
      {answers && job.bookingId && (
        // A booking is answered in the calendar, where another time can be proposed too.
        <Button asChild size="sm" variant="brand">
          <Link href="/calendar">
            <CalendarDays aria-hidden="true" />
            {t("jobs.actions.answerBooking")}
          </Link>
        </Button>
      )}
      {answers && !job.bookingId && (
        <>
          <Button size="sm" variant="brand" disabled={step.isPending} onClick={() => run("hire/accept")}>
            <Check aria-hidden="true" />
            {t("jobs.actions.acceptHire.label")}
          </Button>
          <ConfirmDialog
            title={t("jobs.actions.declineHire.confirmTitle")}
            description={t("jobs.actions.declineHire.confirmDescription")}
            confirmLabel={t("jobs.actions.declineHire.label")}
            cancelLabel={t("jobs.actions.declineHire.keep")}
            destructive
            busy={step.isPending}
            onConfirm={(close) => run("hire/decline", close)}
          >
            <Button size="sm" variant="outline">
              <X aria-hidden="true" />
              {t("jobs.actions.declineHire.label")}
            </Button>
          </ConfirmDialog>
        </>
      )}
      {next.includes("in-progress") && (
        <Button size="sm" disabled={step.isPending} onClick={() => run("start")}>
          <Play aria-hidden="true" />
          {t("jobs.actions.start.label")}
        </Button>
      )}
      {next.includes("completed") && (
        <ConfirmDialog
          title={t("jobs.actions.complete.confirmTitle")}
          description={t("jobs.actions.complete.confirmDescription")}
          confirmLabel={t("jobs.actions.complete.label")}
          busy={step.isPending}
          onConfirm={(close) => run("complete", close)}
        >
          <Button size="sm" variant="brand">
            <CheckCheck aria-hidden="true" />
            {t("jobs.actions.complete.label")}
          </Button>
        </ConfirmDialog>
      )}
      {next.includes("cancelled") && agreedBooking && (
        // An agreed booking is cancelled in the calendar, which says first what cancelling late costs.
        <Button asChild size="sm" variant="outline" className="text-destructive">
          <Link href="/calendar">
            <Ban aria-hidden="true" />
            {t("jobs.actions.cancelBooking")}
          </Link>
        </Button>
      )}
      {next.includes("cancelled") && !agreedBooking && (
        <ConfirmDialog
          title={t("jobs.actions.cancel.confirmTitle")}
          description={t("jobs.actions.cancel.confirmDescription")}
          confirmLabel={t("jobs.actions.cancel.label")}
          cancelLabel={t("jobs.actions.cancel.keep")}
          destructive
          busy={step.isPending}
          onConfirm={(close) => run("cancel", close)}
        >
          <Button size="sm" variant="outline" className="text-destructive">
            <Ban aria-hidden="true" />
            {t("jobs.actions.cancel.label")}
          </Button>
        </ConfirmDialog>
      )}
    </div>
  );
}
