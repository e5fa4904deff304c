import type { DashboardMetrics } from "@domain/dashboard/schemas";
import { Smile, Timer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DashboardCard, EmptyNote } from "./dashboard-card";
import type { DashboardFormat } from "./format";

type Props = { metrics: DashboardMetrics; format: DashboardFormat };

/** Average minutes to answer (0 means not measured yet) and the acceptance rate. */
export function ResponseTimeCard({ metrics, format }: Props) {
  const { t } = useTranslation();
  const { minutes, recentMinutes, acceptanceRate } = metrics.responseTime;
  return (
    <DashboardCard title={t("dashboard.responseTime")} icon={Timer}>
      <div className="grid gap-2">
        <p className="font-bold text-2xl tracking-tight">
          {minutes > 0 ? t("dashboard.responseMinutes", { value: format.number(minutes) }) : "—"}
        </p>
        <p className="text-muted-foreground text-sm">
          {minutes > 0 ? t("dashboard.responseHint") : t("dashboard.responseUnmeasured")}
        </p>
        {recentMinutes !== null && (
          <p className="text-sm">{t("dashboard.recentResponse", { value: format.number(recentMinutes) })}</p>
        )}
        <div className="mt-2 grid gap-1">
          <div className="flex justify-between text-sm">
            <span>{t("dashboard.acceptanceRate")}</span>
            <span className="font-medium">{format.percent(acceptanceRate)}</span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div
              className="h-full rounded-full bg-success"
              style={{ width: `${Math.min(acceptanceRate, 100)}%` }}
            />
          </div>
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
