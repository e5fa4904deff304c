import { Gavel, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StateBox } from "@/components/state-box";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/error-text";
import { type BidFilters, useMyBids } from "./api";
import { type BidActions, BidCard, BidCardSkeleton } from "./bid-card";

const SKELETONS = 6;

type BidListProps = BidActions & { filters: BidFilters; emptyTitle: string; emptyHint?: string };

/** My bids for the filters: skeletons, 'Error loading bids', the empty state, cards and "Load more". */
export function BidList({ filters, emptyTitle, emptyHint, ...actions }: BidListProps) {
  const { t } = useTranslation();
  const bids = useMyBids(filters);

  if (bids.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <span className="sr-only" role="status">
          {t("app.loading")}
        </span>
        {Array.from({ length: SKELETONS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <BidCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (bids.isError) {
    return (
      <StateBox icon={TriangleAlert} title={t("myBids.loadError")}>
        {errorText(bids.error) ?? t("myBids.fetchFailed")}
      </StateBox>
    );
  }
  const items = bids.data.pages.flat();
  if (items.length === 0) {
    return (
      <StateBox icon={Gavel} title={emptyTitle}>
        {emptyHint}
      </StateBox>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {items.map((bid) => (
          <BidCard key={bid.id} bid={bid} {...actions} />
        ))}
      </div>
      {bids.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={bids.isFetchingNextPage}
          onClick={() => bids.fetchNextPage()}
        >
          {bids.isFetchingNextPage ? t("app.loading") : t("myBids.loadMore")}
        </Button>
      )}
    </div>
  );
}
