import { fullName } from "@domain/auth/user-rules";
import type { JobBid } from "@domain/bids/schemas";
import { formatNpr, toDevanagariDigits } from "@domain/money";
import { Clock, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "@/components/date-time";
import { BidStatusBadge } from "@/components/job-badges";
import { PersonAvatar } from "@/components/person-avatar";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/error-text";
import { currentLanguage } from "@/lib/i18n";
import { AcceptBidButton } from "./accept-bid-button";

type JobBidsListProps = {
  bids: JobBid[] | undefined;
  error?: Error | null;
  /** The job's customer may accept pending bids while the job is open. */
  canAccept?: boolean;
  myId?: string;
  /** How many bids the job has: the server lists them all only to its customer and admins. */
  total?: number;
};

/**
 * A job's bids, lowest first, in a scrolling list; for anyone but the job's customer, only their
 * own bid and how many others there are.
 */
export function JobBidsList({ bids, error, canAccept = false, myId, total }: JobBidsListProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm">
        <span className="font-medium">{t("jobDialog.bidsError")}</span>{" "}
        <span className="text-muted-foreground">{errorText(error) ?? t("jobDialog.bidsFetchFailed")}</span>
      </p>
    );
  }
  if (!bids) {
    return (
      <div className="grid gap-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  const hidden = Math.max(0, (total ?? bids.length) - bids.length);
  if (bids.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
        {hidden > 0 ? t("jobDialog.bidsPrivate", { count: hidden }) : t("jobDialog.noBids")}
      </p>
    );
  }
  return (
    <>
      <BidRows bids={bids} canAccept={canAccept} myId={myId} />
      {hidden > 0 && (
        <p className="text-muted-foreground text-sm">{t("jobDialog.otherBidsPrivate", { count: hidden })}</p>
      )}
    </>
  );
}

function BidRows({ bids, canAccept, myId }: { bids: JobBid[]; canAccept: boolean; myId?: string }) {
  const { t } = useTranslation();
  return (
    // A named tab stop, so that keyboard users can scroll a long list too.
    <ul
      aria-label={t("jobDialog.bidList")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="grid max-h-72 grid-cols-1 gap-2 overflow-y-auto overscroll-contain rounded-md pr-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {bids.map((bid) => (
        <BidRow
          key={bid.id}
          bid={bid}
          canAccept={canAccept && bid.status === "pending"}
          mine={bid.professionalId === myId}
        />
      ))}
    </ul>
  );
}

function BidRow({ bid, canAccept, mine }: { bid: JobBid; canAccept: boolean; mine: boolean }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const rating = Number(bid.professional.rating);
  return (
    <li className="grid grid-cols-1 gap-2 rounded-lg border bg-card p-3">
      <div className="flex items-start gap-3">
        <PersonAvatar person={bid.professional} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-sm">
            {fullName(bid.professional)}
            {mine && <span className="ml-1.5 text-primary text-xs">{t("jobDialog.yourBid")}</span>}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground text-xs">
            {rating > 0 && (
              <span className="flex items-center gap-0.5">
                <Star className="size-3 fill-current text-warning" aria-hidden="true" />
                {locale === "ne" ? toDevanagariDigits(rating.toFixed(1)) : rating.toFixed(1)}
              </span>
            )}
            <span>{t("jobDialog.jobsDone", { count: bid.professional.completedJobs })}</span>
            <RelativeTime at={bid.createdAt} />
          </p>
        </div>
        <div className="grid justify-items-end gap-1">
          <span className="font-semibold">{formatNpr(bid.amount, locale)}</span>
          <BidStatusBadge status={bid.status} />
        </div>
      </div>
      <p className="text-sm">{bid.description || t("jobDialog.noProposal")}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {bid.estimatedTime ? (
          <span className="flex items-center gap-1 text-muted-foreground text-xs">
            <Clock className="size-3.5" aria-hidden="true" />
            {t("jobDialog.estimatedTime", { time: bid.estimatedTime })}
          </span>
        ) : (
          <span />
        )}
        {canAccept && <AcceptBidButton bid={bid} />}
      </div>
    </li>
  );
}
