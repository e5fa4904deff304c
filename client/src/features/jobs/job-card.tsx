import type { JobListItem } from "@domain/jobs/schemas";
import { Clock, Gavel, MapPin, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "@/components/date-time";
import { AcceptsBidsBadge, JobStatusBadge, PaymentTypeBadge, UrgencyBadge } from "@/components/job-badges";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { budgetText } from "@/lib/budget-text";
import { categoryLabel } from "@/lib/category-label";
import { currentLanguage } from "@/lib/i18n";
import { placeName } from "@/lib/place-name";

/** A job in the list; opens the job dialog. `badge`: the page's own, after the job's. */
export function JobCard({
  job,
  onOpen,
  badge,
}: {
  job: JobListItem;
  onOpen: (id: string) => void;
  badge?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  return (
    <Card className="transition-shadow hover:shadow-md">
      <button
        type="button"
        onClick={() => onOpen(job.id)}
        className="flex h-full w-full flex-col gap-3 rounded-xl p-4 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 className="line-clamp-2 font-semibold leading-snug">{job.title}</h2>
          <span className="shrink-0 font-semibold text-primary">{budgetText(t, job, locale)}</span>
        </div>
        <p className="line-clamp-2 text-muted-foreground text-sm">{job.description}</p>
        <div className="flex flex-wrap gap-1.5">
          <JobStatusBadge status={job.status} />
          {job.urgency !== "moderate" && <UrgencyBadge urgency={job.urgency} />}
          <PaymentTypeBadge paymentType={job.paymentType} />
          <AcceptsBidsBadge job={job} />
          {badge}
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-xs">
          <span className="flex min-w-0 items-center gap-1">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{placeName(job.location)}</span>
          </span>
          <span className="flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            <RelativeTime at={job.createdAt} />
          </span>
          <span className="flex items-center gap-1">
            <Tag className="size-3.5" aria-hidden="true" />
            {categoryLabel(t, job.skillCategory)}
          </span>
          {job.bidCount > 0 && (
            <span className="flex items-center gap-1">
              <Gavel className="size-3.5" aria-hidden="true" />
              {t("jobs.bidCount", { count: job.bidCount })}
            </span>
          )}
        </div>
      </button>
    </Card>
  );
}

export function JobCardSkeleton() {
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex justify-between gap-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-14" />
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-14 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="h-3 w-1/2" />
    </Card>
  );
}
