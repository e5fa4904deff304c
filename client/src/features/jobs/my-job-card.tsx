import type { CurrentUser } from "@domain/auth/user";
import { fullName } from "@domain/auth/user-rules";
import type { MyJob } from "@domain/jobs/my-jobs";
import { takesQuotes } from "@domain/quotes/rules";
import { formatNepalDateTime } from "@domain/time";
import { CalendarClock, Clock, MapPin, Star } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "@/components/date-time";
import { JobStatusBadge, PaymentTypeBadge } from "@/components/job-badges";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { priceText } from "@/lib/budget-text";
import { currentLanguage } from "@/lib/i18n";
import { lazyWhenIdle } from "@/lib/idle";
import { placeName } from "@/lib/place-name";
import { ChangeRequests, showsChanges } from "./change-requests";
import { EditJobDialog } from "./edit-job-dialog";
import { hiresDirectly } from "./hire-candidates";
import { HireCandidatesList } from "./hire-candidates-list";
import { HireOfferNote } from "./hire-offer-note";
import { JobActions } from "./job-actions";
import { JobBidsList } from "./job-bids-list";
import { QuoteList } from "./quote-list";

// The review form (react-hook-form, the review's domain schema) shows on completed jobs only: its
// code loads with such a card, on the side.
const ReviewForm = lazyWhenIdle(() => import("./review-form").then((m) => ({ default: m.ReviewForm })));

type MyJobCardProps = {
  job: MyJob;
  user: CurrentUser;
  onOpen: (id: string) => void;
  /** The level of the card's title: 2 right under the page's title, 3 inside a titled section. */
  level?: 2 | 3;
};

/** A job of mine: its bids (to accept), its next steps and, once completed, its review. */
export function MyJobCard({ job, user, onOpen, level = 2 }: MyJobCardProps) {
  const { t } = useTranslation();
  const Title = level === 2 ? "h2" : "h3";
  const Subtitle = level === 2 ? "h3" : "h4";
  const locale = currentLanguage();
  const mine = job.customerId === user.id;
  const hired = job.hiredProfessional;
  const bookedMe = !mine && !hired && job.invitedProfessionalId === user.id;

  return (
    <Card role="article" aria-label={job.title} className="grid gap-4 p-4 sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Title className="leading-snug">
            <button
              type="button"
              onClick={() => onOpen(job.id)}
              className="text-left font-semibold leading-snug underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {job.title}
            </button>
          </Title>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-xs">
            <span className="flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" />
              {placeName(job.location)}
            </span>
            <span className="flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              <RelativeTime at={job.createdAt} />
            </span>
            {job.scheduledAt && (
              <span className="flex items-center gap-1 font-medium text-foreground">
                <CalendarClock className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t("jobDialog.scheduledFor")}:</span>
                <time dateTime={job.scheduledAt}>{formatNepalDateTime(job.scheduledAt, locale)}</time>
              </span>
            )}
            <span className="font-medium text-foreground">{priceText(t, job, locale)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <JobStatusBadge status={job.status} />
          <PaymentTypeBadge paymentType={job.paymentType} />
          {bookedMe && <Badge variant="brand">{t("jobs.mine.bookedYou")}</Badge>}
        </div>
      </div>

      {mine ? (
        hired && (
          <p className="text-sm">
            {job.status === "offered"
              ? t("jobs.mine.offeredTo", { name: fullName(hired) })
              : t("jobs.mine.hired", { name: fullName(hired) })}
          </p>
        )
      ) : (
        <p className="text-sm">{t("jobs.mine.customer", { name: fullName(job.customer) })}</p>
      )}

      {mine && job.status === "open" && job.paymentType === "fixed" && (
        <section className="grid gap-2">
          <Subtitle className="font-medium text-sm">
            {t("jobs.mine.bidsReceived", { count: job.bids.length })}
          </Subtitle>
          <JobBidsList bids={job.bids} canAccept />
        </section>
      )}
      {mine && job.status === "open" && takesQuotes(job.paymentType) && (
        <QuoteList job={job} Heading={Subtitle} />
      )}
      {job.status === "in-progress" && showsChanges(job, user) && <ChangeRequests job={job} user={user} />}
      {mine && hiresDirectly(job) && (
        <>
          <p className="text-muted-foreground text-sm">{t("jobs.mine.noBidsForType")}</p>
          <HireCandidatesList job={job} Heading={Subtitle} />
        </>
      )}

      <HireOfferNote job={job} user={user} />
      <div className="flex flex-wrap gap-2">
        {mine && <EditJobDialog job={job} />}
        <JobActions job={job} user={user} />
      </div>

      {job.review ? (
        <ReviewSummary review={job.review} label={mine ? t("reviews.yours") : t("reviews.customers")} />
      ) : (
        mine &&
        job.status === "completed" &&
        hired && (
          <Suspense fallback={<Skeleton className="h-40 rounded-lg" />}>
            <ReviewForm jobId={job.id} professionalName={fullName(hired)} />
          </Suspense>
        )
      )}
    </Card>
  );
}

function ReviewSummary({ review, label }: { review: NonNullable<MyJob["review"]>; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
      <p className="flex items-center gap-1 font-medium">
        {label}
        <span className="flex" role="img" aria-label={t("reviews.stars", { count: review.rating })}>
          {[1, 2, 3, 4, 5].map((star) => (
            <Star
              key={star}
              className={
                star <= review.rating ? "size-4 fill-warning text-warning" : "size-4 text-muted-foreground/50"
              }
              aria-hidden="true"
            />
          ))}
        </span>
      </p>
      {review.comment && <p className="text-muted-foreground">{review.comment}</p>}
    </div>
  );
}
