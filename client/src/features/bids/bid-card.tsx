import type { BidWithJob } from "@domain/bids/schemas";
import { formatNpr } from "@domain/money";
import { Clock, Eye, FolderOpen, MapPin, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "@/components/date-time";
import { BidStatusBadge } from "@/components/job-badges";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { budgetText } from "@/lib/budget-text";
import { currentLanguage } from "@/lib/i18n";
import { placeName } from "@/lib/place-name";

export type BidActions = {
  onView: (bid: BidWithJob) => void;
  onEdit: (bid: BidWithJob) => void;
  onProject: (bid: BidWithJob) => void;
};

/** One of my bids (SPEC §2 My Bids): its job, my offer, and what I can do with it now. */
export function BidCard({ bid, onView, onEdit, onProject }: { bid: BidWithJob } & BidActions) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const { job } = bid;
  return (
    <Card role="article" aria-label={job.title} className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <button
          type="button"
          onClick={() => onView(bid)}
          className="line-clamp-2 text-left font-semibold leading-snug underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {job.title}
        </button>
        <BidStatusBadge status={bid.status} />
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-xs">
        <span className="flex min-w-0 items-center gap-1">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{placeName(job.location)}</span>
        </span>
        <span className="flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          <RelativeTime at={bid.createdAt} />
        </span>
      </p>
      <p className="line-clamp-2 text-sm">{bid.description || t("bidDialog.noProposal")}</p>
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/60 p-3 text-sm">
        <Figure label={t("myBids.card.amount")}>
          <span className="text-primary">{formatNpr(bid.amount, locale)}</span>
        </Figure>
        <Figure label={t("myBids.card.budget")}>{budgetText(t, job, locale)}</Figure>
        <Figure label={t("myBids.card.paymentType")}>{t(`jobs.paymentType.${job.paymentType}`)}</Figure>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        {bid.status === "pending" && (
          <Button size="sm" onClick={() => onEdit(bid)}>
            <Pencil aria-hidden="true" />
            {t("myBids.editBid")}
          </Button>
        )}
        {bid.status === "accepted" && (
          <Button size="sm" variant="brand" onClick={() => onProject(bid)}>
            <FolderOpen aria-hidden="true" />
            {t("myBids.viewProject")}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => onView(bid)}>
          <Eye aria-hidden="true" />
          {t("myBids.viewDetails")}
        </Button>
      </div>
    </Card>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-muted-foreground text-xs">{label}</dt>
      <dd className="mt-0.5 break-words font-semibold">{children}</dd>
    </div>
  );
}

export function BidCardSkeleton() {
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex justify-between gap-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="h-3 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-14" />
      <div className="flex gap-2">
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-28" />
      </div>
    </Card>
  );
}
