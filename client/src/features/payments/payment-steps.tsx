import { fullName } from "@domain/auth/user-rules";
import { formatPaisa } from "@domain/money";
import { rupeesToPaisa } from "@domain/paisa";
import { commissionOf } from "@domain/payments/rules";
import type { Payment } from "@domain/payments/schemas";
import { Banknote, CheckCheck, HandCoins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/error-text";
import { currentLanguage } from "@/lib/i18n";
import { usePaymentSettings } from "@/lib/payment-settings";
import { toast } from "@/lib/use-toast";
import { type PaymentStep, usePaymentStep, useStartPayment } from "./api";
import type { PaymentJob } from "./payment-panel";
import { localNumber, type PaymentActions } from "./payment-story";
import { ReportProblemDialog } from "./report-dialog";

/** Tells of a failed step in a toast, in the refusal's words when it has some. */
function useFailureToast() {
  const { t } = useTranslation();
  return (error: Error) =>
    toast({
      title: t("payments.steps.failed"),
      description: errorText(error) ?? t("payments.steps.failedDescription"),
      variant: "destructive",
    });
}

/**
 * The hired professional, before anything is paid: what they get after Sipalu's commission, and
 * "Record cash received" for a customer who pays them in cash (the customer then confirms it).
 */
export function RecordCash({ job }: { job: PaymentJob }) {
  const { t } = useTranslation();
  const settings = usePaymentSettings();
  const start = useStartPayment();
  const failed = useFailureToast();
  const locale = currentLanguage();
  const amountPaisa = rupeesToPaisa(job.finalPrice ?? "") ?? 0;
  const percent = settings.data?.commissionPercent;
  const commission = percent === undefined ? 0 : commissionOf(amountPaisa, percent);
  const words = {
    amount: formatPaisa(amountPaisa, locale),
    name: fullName(job.customer),
    percent: localNumber(percent ?? 0, locale),
    commission: formatPaisa(commission, locale),
    net: formatPaisa(amountPaisa - commission, locale),
  };
  const record = (close: () => void) =>
    start.mutate(
      { jobId: job.id, provider: "cash" },
      {
        onSuccess: () => {
          close();
          toast({ title: t("payments.steps.recordCashDone"), variant: "success" });
        },
        onError: failed,
      },
    );
  return (
    <div className="grid gap-3 text-sm">
      <p>{t("payments.notPaid.professional")}</p>
      {percent !== undefined && <p>{t("payments.youGet", words)}</p>}
      <ConfirmDialog
        title={t("payments.steps.recordCashTitle")}
        description={t("payments.steps.recordCashDescription", words)}
        confirmLabel={t("payments.steps.recordCash")}
        cancelLabel={t("payments.steps.notNow")}
        busy={start.isPending}
        onConfirm={record}
      >
        <Button variant="outline" size="sm" className="justify-self-start">
          <Banknote aria-hidden="true" />
          {t("payments.steps.recordCash")}
        </Button>
      </ConfirmDialog>
    </div>
  );
}

/**
 * The customer's word on a payment: the work is done (the held money goes to the professional),
 * the cash the professional recorded was paid, or a problem to report.
 */
export function CustomerSteps({
  payment,
  job,
  can,
}: {
  payment: Payment;
  job: PaymentJob;
  can: PaymentActions;
}) {
  const { t } = useTranslation();
  const step = usePaymentStep();
  const failed = useFailureToast();
  const locale = currentLanguage();
  const words = {
    amount: formatPaisa(payment.amountPaisa, locale),
    name: job.hiredProfessional ? fullName(job.hiredProfessional) : "",
  };
  const run = (which: PaymentStep, done: string, close: () => void) =>
    step.mutate(
      { id: payment.id, step: which },
      {
        onSuccess: () => {
          close();
          toast({ title: done, variant: "success" });
        },
        onError: failed,
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      {can.release && (
        <ConfirmDialog
          title={t("payments.steps.releaseTitle")}
          description={t("payments.steps.releaseDescription", words)}
          confirmLabel={t("payments.steps.release")}
          cancelLabel={t("payments.steps.notNow")}
          busy={step.isPending}
          onConfirm={(close) => run({ kind: "release" }, t("payments.steps.releaseDone"), close)}
        >
          <Button size="sm" variant="brand">
            <CheckCheck aria-hidden="true" />
            {t("payments.steps.release")}
          </Button>
        </ConfirmDialog>
      )}
      {can.confirmCash && (
        <ConfirmDialog
          title={t("payments.steps.confirmCashTitle")}
          description={t("payments.steps.confirmCashDescription", words)}
          confirmLabel={t("payments.steps.confirmCash")}
          cancelLabel={t("payments.steps.notNow")}
          busy={step.isPending}
          onConfirm={(close) => run({ kind: "confirm-cash" }, t("payments.steps.confirmCashDone"), close)}
        >
          <Button size="sm" variant="brand">
            <HandCoins aria-hidden="true" />
            {t("payments.steps.confirmCash")}
          </Button>
        </ConfirmDialog>
      )}
      {can.report && (
        <ReportProblemDialog
          busy={step.isPending}
          onSend={(reason, close, showError) =>
            step.mutate(
              { id: payment.id, step: { kind: "dispute", reason } },
              {
                onSuccess: () => {
                  close();
                  toast({ title: t("payments.steps.reportDone"), variant: "success" });
                },
                onError: showError,
              },
            )
          }
        />
      )}
    </div>
  );
}
