import type { CurrentUser } from "@domain/auth/user";
import type { JobDetail } from "@domain/jobs/schemas";
import { takesQuotes } from "@domain/quotes/rules";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { AcceptsBidsBadge, JobStatusBadge, PaymentTypeBadge, UrgencyBadge } from "@/components/job-badges";
import { NeedsConnection } from "@/components/needs-connection";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/error-text";
import { useJob, useJobBids } from "./api";
import { ChangeRequests, showsChanges } from "./change-requests";
import { EditJobDialog } from "./edit-job-dialog";
import { HireOfferNote } from "./hire-offer-note";
import { JobActions } from "./job-actions";
import { JobBidsList } from "./job-bids-list";
import { JobEdits } from "./job-edits";
import { type BidFormSlot, JobEngagement } from "./job-engagement";
import { JobOverview } from "./job-overview";
import { JobPhotos } from "./job-photos";
import { ProjectConversationLink } from "./project-conversation-link";
import { QuoteList } from "./quote-list";

/**
 * The job's money for whoever is signed in: the payments feature's section (its payment, paying,
 * confirming), given by the app shell (app/job-dialog.tsx); it decides itself what this user sees.
 */
export type PaymentSlot = ComponentType<{ job: JobDetail; user: CurrentUser }>;

export type JobDialogProps = {
  jobId: string | null;
  user: CurrentUser | null;
  onClose: () => void;
  /** The bids feature's form, given by the app shell (app/job-dialog.tsx). */
  BidForm: BidFormSlot;
  /** The payments feature's section, given by the app shell too. */
  Payment: PaymentSlot;
};

/** One job: its facts, bids, the bid form and the contact form (SPEC §2, §4, §5, §6, §8). */
export function JobDialog({ jobId, user, onClose, BidForm, Payment }: JobDialogProps) {
  const { t } = useTranslation();
  const job = useJob(jobId);
  const bids = useJobBids(jobId);
  const data = job.data;

  return (
    <Dialog open={Boolean(jobId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t("common.close")}
        aria-describedby={undefined}
        className="max-w-2xl grid-cols-1 gap-6 p-5 sm:p-6"
      >
        {data ? (
          <>
            <DialogHeader>
              <DialogTitle className="text-xl leading-snug">{data.title}</DialogTitle>
              <div className="flex flex-wrap gap-1.5 pt-1">
                <JobStatusBadge status={data.status} />
                <UrgencyBadge urgency={data.urgency} />
                <PaymentTypeBadge paymentType={data.paymentType} />
                <AcceptsBidsBadge job={data} />
              </div>
            </DialogHeader>
            <JobEdits edits={data.edits} />
            <JobOverview job={data} />
            <JobPhotos urls={data.mediaUrls} />
            <HireOfferNote job={data} user={user} />
            {user && (
              <NeedsConnection reason={false}>
                <div className="flex flex-wrap gap-2">
                  {user.id === data.customerId && <EditJobDialog job={data} />}
                  <JobActions job={data} user={user} />
                </div>
              </NeedsConnection>
            )}
            {user && <ProjectConversationLink job={data} user={user} />}
            {user && <Payment job={data} user={user} />}
            <section aria-labelledby="job-bids-title" className="grid grid-cols-1 gap-3">
              <h3 id="job-bids-title" className="font-semibold">
                {t("jobDialog.bids", { count: data.bidCount })}
              </h3>
              <NeedsConnection reason={false}>
                <JobBidsList
                  bids={bids.data}
                  error={bids.error}
                  canAccept={user?.id === data.customerId && data.status === "open"}
                  myId={user?.id}
                  total={data.bidCount}
                />
              </NeedsConnection>
            </section>
            {user?.id === data.customerId && data.status === "open" && takesQuotes(data.paymentType) && (
              <NeedsConnection reason={false}>
                <QuoteList job={data} />
              </NeedsConnection>
            )}
            {user && showsChanges(data, user) && <ChangeRequests job={data} user={user} />}
            <JobEngagement job={data} bids={bids.data} user={user} BidForm={BidForm} />
          </>
        ) : job.isError ? (
          <DialogHeader>
            <DialogTitle>{t("jobDialog.loadError")}</DialogTitle>
            <DialogDescription>{errorText(job.error) ?? t("jobs.fetchFailed")}</DialogDescription>
          </DialogHeader>
        ) : (
          <DialogLoading />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DialogLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <DialogTitle className="sr-only">{t("app.loading")}</DialogTitle>
      <Skeleton className="h-7 w-3/4" />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-14 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="h-20" />
      <Skeleton className="h-24" />
      <Skeleton className="h-32" />
    </div>
  );
}
