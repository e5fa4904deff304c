import { fullName } from "@domain/auth/user-rules";
import type { BidWithJob } from "@domain/bids/schemas";
import { formatNpr } from "@domain/money";
import { MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DateInBothCalendars, RelativeTime } from "@/components/date-time";
import { PersonAvatar } from "@/components/person-avatar";
import { RatingValue } from "@/components/rating-value";
import { Skeleton } from "@/components/ui/skeleton";
import { currentLanguage } from "@/lib/i18n";
import { localDigits } from "@/lib/local-digits";
import { placeName } from "@/lib/place-name";
import { usePublicUser } from "./api";
import { Fact } from "./fact";

type BidOverviewProps = {
  bid: BidWithJob;
  /** My place among the job's bids; undefined while it loads. */
  rank: { rank: number; count: number } | undefined;
};

/** Overview tab: my offer, where it ranks, my proposal and the customer (SPEC §2). */
export function BidOverview({ bid, rank }: BidOverviewProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-4 text-sm sm:grid-cols-4">
        <Fact label={t("bidDialog.amount")}>
          <span className="text-primary">{formatNpr(bid.amount, locale)}</span>
        </Fact>
        <Fact label={t("bidDialog.estimatedTime")}>{bid.estimatedTime || t("bidDialog.notSpecified")}</Fact>
        <Fact label={t("bidDialog.rank")}>
          {rank === undefined ? (
            <Skeleton className="h-5 w-16" />
          ) : (
            t("bidDialog.rankOf", { rank: localDigits(rank.rank), total: localDigits(rank.count) })
          )}
        </Fact>
        <Fact label={t("bidDialog.submitted")}>
          <RelativeTime at={bid.createdAt} />
          <DateInBothCalendars at={bid.createdAt} className="block text-muted-foreground text-xs" />
        </Fact>
      </dl>

      <section className="grid gap-1.5">
        <h3 className="font-semibold">{t("bidDialog.proposal")}</h3>
        <p className="whitespace-pre-line text-sm leading-relaxed">
          {bid.description || <span className="text-muted-foreground">{t("bidDialog.noProposal")}</span>}
        </p>
      </section>

      <CustomerCard customerId={bid.job.customerId} />
    </div>
  );
}

function CustomerCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const customer = usePublicUser(customerId);
  const person = customer.data;
  return (
    <section aria-labelledby="bid-customer-title" className="grid gap-2">
      <h3 id="bid-customer-title" className="font-semibold">
        {t("bidDialog.customer")}
      </h3>
      <div className="flex items-center gap-3 rounded-lg border p-3">
        {person ? (
          <>
            <PersonAvatar person={person} className="size-11" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{fullName(person)}</p>
              <p className="flex items-center gap-1 text-muted-foreground text-xs">
                <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">
                  {person.location ? placeName(person.location) : t("bidDialog.locationNotSpecified")}
                </span>
              </p>
            </div>
            <RatingValue
              rating={person.rating}
              unrated={t("bidDialog.noRating")}
              className="shrink-0 text-sm"
            />
          </>
        ) : customer.isError ? (
          <p className="text-muted-foreground text-sm">{t("bidDialog.customerError")}</p>
        ) : (
          <>
            <Skeleton className="size-11 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-24" />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
