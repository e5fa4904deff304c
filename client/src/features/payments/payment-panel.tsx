import type { CurrentUser } from "@domain/auth/user";
import type { JobDetail } from "@domain/jobs/schemas";
import { Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CommissionNote } from "@/components/commission-note";
import { SandboxNote } from "@/components/sandbox-note";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useJobPayments } from "./api";
import { PayForm } from "./pay-form";
import { CustomerSteps, RecordCash } from "./payment-steps";
import {
  isPayable,
  paymentActions,
  paymentPanelFor,
  paymentStory,
  standingPayment,
  type Viewer,
} from "./payment-story";
import { ReturnNotice } from "./return-notice";
import { useStoryWords } from "./use-story-words";

export type PaymentJob = Pick<
  JobDetail,
  | "id"
  | "status"
  | "finalPrice"
  | "completedAt"
  | "customerId"
  | "customer"
  | "hiredProfessionalId"
  | "hiredProfessional"
>;

/**
 * The job dialog's money (app/job-dialog.tsx gives it to the jobs feature's dialog): for the two
 * sides of a hired job, its payment section; for a professional still deciding whether to take the
 * job on (an open job, a direct hire offered to them), the commission Sipalu keeps.
 */
export function PaymentPanel({ job, user }: { job: PaymentJob; user: CurrentUser }) {
  const shown = paymentPanelFor(job, user);
  if (shown === "commission") return <CommissionNote />;
  return shown ? <PaymentSection job={job} viewer={shown} /> : null;
}

const BADGES = {
  unpaid: "outline",
  awaiting: "warning",
  pending: "warning",
  held: "brand",
  released: "success",
  refunded: "secondary",
  partlyRefunded: "secondary",
  failed: "destructive",
  cancelled: "outline",
} as const;

function PaymentSection({ job, viewer }: { job: PaymentJob; viewer: Viewer }) {
  const { t } = useTranslation();
  const words = useStoryWords();
  const payments = useJobPayments(job.id, true);
  const standing = payments.data ? standingPayment(payments.data.payments) : undefined;
  // A job called off before anything was paid has nothing to say about money.
  if (payments.isSuccess && !standing && !isPayable(job)) return null;
  const can = paymentActions(standing, viewer, job);
  const badge = !standing
    ? "unpaid"
    : standing.provider === "cash" && standing.status === "pending"
      ? "awaiting"
      : standing.status === "refunded" && standing.refundPaisa < standing.amountPaisa
        ? "partlyRefunded"
        : standing.status;

  return (
    <section aria-labelledby="job-payment-title" className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="job-payment-title" className="flex items-center gap-2 font-semibold">
          <Wallet className="size-4 text-muted-foreground" aria-hidden="true" />
          {t("payments.title")}
        </h3>
        {payments.isSuccess && <Badge variant={BADGES[badge]}>{t(`payments.badge.${badge}`)}</Badge>}
      </div>
      <ReturnNotice jobId={job.id} />
      {payments.isPending ? (
        <Skeleton className="h-16" />
      ) : payments.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {t("payments.loadFailed")}
        </p>
      ) : standing ? (
        <div className="grid gap-1.5 text-sm">
          {paymentStory(standing, viewer, words).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : can.pay ? (
        <PayForm jobId={job.id} finalPrice={job.finalPrice} />
      ) : can.recordCash ? (
        <RecordCash job={job} />
      ) : null}
      {standing && (can.release || can.confirmCash || can.report) && (
        <CustomerSteps payment={standing} job={job} can={can} />
      )}
      <SandboxNote />
    </section>
  );
}
