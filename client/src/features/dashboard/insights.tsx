import type { DashboardMetrics } from "@domain/dashboard/schemas";
import { Smile, Timer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { acceptanceRateText, cancellationRateText, responseTimeText } from "@/lib/track-record";
import { DashboardCard, EmptyNote } from "./dashboard-card";
import type { DashboardFormat } from "./format";

type Props = { metrics: DashboardMetrics; format: DashboardFormat };

/**
 * Median time to answer and acceptance rate, the same figures and words as the professional dialog
 * and Instant Help show (lib/track-record.ts); "New" until requests have reached them.
 */
export function ResponseTimeCard({ metrics }: Props) {
  const { t } = useTranslation();
  const { minutes, acceptanceRate, cancellationRate } = metrics.responseTime;
  return (
    <DashboardCard title={t("dashboard.responseTime")} icon={Timer}>
      <div className="grid gap-2">
        <p className="font-bold text-2xl tracking-tight">{responseTimeText(t, minutes)}</p>
        <p className="text-muted-foreground text-sm">
          {minutes === null ? t("trackRecord.newHint") : t("trackRecord.responseHint")}
        </p>
        <div className="mt-2 grid gap-1">
          <div className="flex justify-between text-sm">
            <span>{t("dashboard.acceptanceRate")}</span>
            <span className="font-medium">{acceptanceRateText(t, acceptanceRate)}</span>
          </div>
          {acceptanceRate !== null && (
            <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-full rounded-full bg-success"
                style={{ width: `${Math.min(acceptanceRate, 100)}%` }}
              />
            </div>
          )}
          <p className="text-muted-foreground text-xs">{t("trackRecord.acceptanceHint")}</p>
        </div>
        <div className="grid gap-1">
          <div className="flex justify-between text-sm">
            <span>{t("trackRecord.cancellationRate")}</span>
            <span className="font-medium">{cancellationRateText(cancellationRate)}</span>
          </div>
          <p className="text-muted-foreground text-xs">{t("trackRecord.cancellationHint")}</p>
        </div>
      </div>
    </DashboardCard>
  );
}

/** How many reviews gave 5, 4, 3, 2 and 1 stars. */
export function SatisfactionCard({ metrics, format }: Props) {
  const { t } = useTranslation();
  const { count, average, distribution } = metrics.rating;
  return (
    <DashboardCard
      title={t("dashboard.satisfaction")}
      icon={Smile}
      description={
        average === null
          ? undefined
          : t("dashboard.satisfactionSummary", {
              rating: format.rating(average),
              count,
              value: format.number(count),
            })
      }
    >
      {count === 0 ? (
        <EmptyNote>{t("dashboard.noReviews")}</EmptyNote>
      ) : (
        <ul className="grid gap-2">
          {[...distribution].reverse().map((row) => {
            const share = Math.round((row.count / count) * 100);
            return (
              <li
                key={row.stars}
                className="grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-2 text-sm"
                aria-label={t("dashboard.starsRow", {
                  count: row.stars,
                  stars: format.number(row.stars),
                  reviews: format.number(row.count),
                })}
              >
                <span aria-hidden="true">{format.number(row.stars)} ★</span>
                <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <span className="block h-full rounded-full bg-warning" style={{ width: `${share}%` }} />
                </span>
                <span className="text-right text-muted-foreground" aria-hidden="true">
                  {format.number(row.count)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
