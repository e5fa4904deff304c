import { fullName } from "@domain/auth/user-rules";
import type { BidCompetitionResponse, BidWithJob } from "@domain/bids/schemas";
import { formatNpr } from "@domain/money";
import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BidStatusBadge } from "@/components/job-badges";
import { PersonAvatar } from "@/components/person-avatar";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/error-text";
import { currentLanguage } from "@/lib/i18n";
import { localDigits } from "@/lib/local-digits";

import { cn } from "@/lib/utils";
import { Fact } from "./fact";

type BidCompetitionProps = {
  competition: BidCompetitionResponse | undefined;
  error: Error | null;
  myBid: BidWithJob;
};

/**
 * Competition tab: lowest, average and highest bid, then every bid's place lowest first, mine
 * marked. The other bids show their place and status only: their amounts, proposals and bidders
 * are for the job's customer.
 */
export function BidCompetitionTab({ competition, error, myBid }: BidCompetitionProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  if (error) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm">
        <span className="font-medium">{t("myBids.loadError")}</span>{" "}
        <span className="text-muted-foreground">{errorText(error) ?? t("myBids.fetchFailed")}</span>
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
        <p className="text-muted-foreground text-xs">{t("bidDialog.othersPrivate")}</p>
        <ol className="grid gap-2">
          {competition.bids.map(({ rank, status, mine }, index) => (
            <li
              // Places repeat when amounts tie; the order is the server's and never changes here.
              // biome-ignore lint/suspicious/noArrayIndexKey: the other bids have no id to show
              key={index}
              aria-current={mine ? "true" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-lg border p-2.5 sm:p-3",
                mine && "border-primary/50 bg-primary/5",
              )}
            >
              <span className="w-6 shrink-0 text-center font-semibold text-muted-foreground text-sm tabular-nums">
                {localDigits(rank)}
              </span>
              {mine ? (
                <PersonAvatar person={myBid.professional} className="size-8" />
              ) : (
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
                  <UserRound className="size-4" aria-hidden="true" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-sm">
                  {mine ? fullName(myBid.professional) : t("bidDialog.otherBid")}
                </p>
                <div className="mt-0.5 flex flex-wrap gap-1">
                  {mine && <Badge variant="default">{t("bidDialog.yourBid")}</Badge>}
                  {status !== "pending" && <BidStatusBadge status={status} />}
                </div>
              </div>
              {mine && (
                <span className="shrink-0 font-semibold text-sm">{formatNpr(myBid.amount, locale)}</span>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
