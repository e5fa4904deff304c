import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

type HistoryListProps = {
  isPending: boolean;
  isError: boolean;
  empty: string;
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  children: ReactNode;
};

/** A short list (recent tasks, reviews) with its loading, error, empty and "Load more" states. */
export function HistoryList({
  isPending,
  isError,
  empty,
  count,
  hasMore,
  loadingMore,
  onMore,
  children,
}: HistoryListProps) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (isError) return <p className="text-destructive text-sm">{t("proDetail.historyFailed")}</p>;
  if (count === 0) return <p className="text-muted-foreground text-sm">{empty}</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">{children}</ul>
      {hasMore && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onMore}
          disabled={loadingMore}
          className="justify-self-start"
        >
          {loadingMore ? t("professionals.loadingMore") : t("professionals.loadMore")}
        </Button>
      )}
    </div>
  );
}
