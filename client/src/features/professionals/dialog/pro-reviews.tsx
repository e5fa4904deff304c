import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "@/components/date-time";
import { cn } from "@/lib/utils";
import { useProfessionalReviews } from "../api";
import { useProFormat } from "../format";
import { HistoryList } from "./history-list";

/** Real reviews from their customers, newest first. */
export function ProReviews({ id }: { id: string }) {
  const { t } = useTranslation();
  const format = useProFormat();
  const query = useProfessionalReviews(id);
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <HistoryList
      isPending={query.isPending}
      isError={query.isError}
      empty={t("proDetail.reviewsEmpty")}
      count={reviews.length}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onMore={() => query.fetchNextPage()}
    >
      {reviews.map((review) => (
        <li key={review.id} className="grid gap-1.5 rounded-lg border bg-card p-3">
          <div className="flex items-center justify-between gap-2">
            <p
              className="flex gap-0.5"
              role="img"
              aria-label={t("professionals.rating", { rating: format.number(review.rating) })}
            >
              {[1, 2, 3, 4, 5].map((star) => (
                <Star
                  key={star}
                  aria-hidden="true"
                  className={cn(
                    "size-3.5",
                    star <= review.rating ? "fill-warning text-warning" : "text-muted-foreground/30",
                  )}
                />
              ))}
            </p>
            <RelativeTime at={review.createdAt} className="text-muted-foreground text-xs" />
          </div>
          {review.comment && <p className="text-sm leading-relaxed">{review.comment}</p>}
          <p className="text-muted-foreground text-xs">
            {t("proDetail.reviewBy", { name: review.customerName, job: review.jobTitle })}
          </p>
        </li>
      ))}
    </HistoryList>
  );
}
