import type { BidStatus } from "@domain/bids/schemas";
import type { PaymentType, Urgency } from "@domain/jobs/schemas";
import type { JobStatus } from "@domain/jobs/status";
import { Gavel, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

type Variant = "default" | "secondary" | "brand" | "outline" | "success" | "warning" | "destructive";

const STATUS_VARIANT: Record<JobStatus, Variant> = {
  open: "success",
  dispatched: "brand",
  offered: "outline",
  accepted: "brand",
  "in-progress": "warning",
  completed: "secondary",
  cancelled: "destructive",
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return <Badge variant={STATUS_VARIANT[status]}>{t(`jobs.status.${status}`)}</Badge>;
}

const URGENCY_VARIANT: Record<Urgency, Variant> = {
  urgent: "destructive",
  moderate: "outline",
  flexible: "outline",
};

export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { t } = useTranslation();
  return (
    <Badge variant={URGENCY_VARIANT[urgency]}>
      {urgency === "urgent" && <Zap aria-hidden="true" />}
      {t(`jobs.urgency.${urgency}`)}
    </Badge>
  );
}

export function PaymentTypeBadge({ paymentType }: { paymentType: PaymentType }) {
  const { t } = useTranslation();
  return <Badge variant="secondary">{t(`jobs.paymentType.${paymentType}`)}</Badge>;
}

/** SPEC §2: shown when the job is fixed price and still open. */
export function AcceptsBidsBadge({ job }: { job: { paymentType: PaymentType; status: JobStatus } }) {
  const { t } = useTranslation();
  if (job.paymentType !== "fixed" || job.status !== "open") return null;
  return (
    <Badge variant="brand">
      <Gavel aria-hidden="true" />
      {t("jobs.acceptsBids")}
    </Badge>
  );
}

/** Bid cards are yellow, green or red by status (SPEC §4). */
const BID_VARIANT: Record<BidStatus, Variant> = {
  pending: "warning",
  accepted: "success",
  rejected: "destructive",
};

export function BidStatusBadge({ status }: { status: BidStatus }) {
  const { t } = useTranslation();
  return <Badge variant={BID_VARIANT[status] ?? "secondary"}>{t(`bids.status.${status}`)}</Badge>;
}
