import type { BidCompetition, JobBid } from "@domain/bids";
import { formatNpr } from "@domain/money";
import { fullName } from "@domain/user-rules";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { BidStatusBadge } from "@/features/jobs/job-badges";
import { PersonAvatar } from "@/features/jobs/person-avatar";
import { localDigits } from "@/features/messages/local-digits";
import { currentLanguage } from "@/lib/i18n";
import { localizedServerMessage } from "@/lib/server-message";
import { cn } from "@/lib/utils";
import { Fact } from "./fact";

type BidCompetitionProps = {
  competition: BidCompetition<JobBid> | undefined;
  error: Error | null;
  myBidId: string;
};

/** Competition tab: lowest, average and highest bid, then every bid lowest first, mine marked. */
export function BidCompetitionTab({ competition, error, myBidId }: BidCompetitionProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  if (error) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm">
        <span className="font-medium">{t("myBids.loadError")}</span>{" "}
        <span className="text-muted-foreground">
          {localizedServerMessage(error) ?? t("myBids.fetchFailed")}
        </span>
      </p>
    );
  }
  if (!competition) {
    return (
      <div className="grid gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/60 p-3 text-sm sm:gap-3 sm:p-4">
        <Fact label={t("bidDialog.lowest")}>{formatNpr(competition.lowest, locale)}</Fact>
        <Fact label={t("bidDialog.average")}>{formatNpr(competition.average, locale)}</Fact>
        <Fact label={t("bidDialog.highest")}>{formatNpr(competition.highest, locale)}</Fact>
      </dl>
      <section aria-labelledby="bid-all-title" className="grid gap-2">
        <h3 id="bid-all-title" className="font-semibold">
          {t("bidDialog.allBids", { n: localDigits(competition.count) })}
        </h3>
        <ol className="grid gap-2">
          {competition.ranked.map(({ bid, rank }) => {
            const mine = bid.id === myBidId;
            return (
              <li
                key={bid.id}
                aria-current={mine ? "true" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-lg border p-2.5 sm:p-3",
                  mine && "border-primary/50 bg-primary/5",
                )}
              >
                <span className="w-6 shrink-0 text-center font-semibold text-muted-foreground text-sm tabular-nums">
                  {localDigits(rank)}
                </span>
                <PersonAvatar person={bid.professional} className="size-8" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-sm">{fullName(bid.professional)}</p>
                  <div className="mt-0.5 flex flex-wrap gap-1">
                    {mine && <Badge variant="default">{t("bidDialog.yourBid")}</Badge>}
                    {bid.status !== "pending" && <BidStatusBadge status={bid.status} />}
                  </div>
                </div>
                <span className="shrink-0 font-semibold text-sm">{formatNpr(bid.amount, locale)}</span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
