import type { DashboardMetrics } from "@domain/dashboard/schemas";
import { Briefcase, type LucideIcon, Star, Target, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import type { DashboardFormat } from "./format";

/** Earnings, success rate, active projects and client rating (SPEC §2), from real data only. */
export function StatCards({ metrics, format }: { metrics: DashboardMetrics; format: DashboardFormat }) {
  const { t } = useTranslation();
  const { earnings, bids, rating } = metrics;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Stat
        icon={Wallet}
        label={t("dashboard.earnings")}
        value={format.money(earnings.total)}
        detail={t("dashboard.earningsThisMonth", { amount: format.money(earnings.thisMonth) })}
      />
      <Stat
        icon={Target}
        label={t("dashboard.successRate")}
        value={bids.successRate === null ? "—" : format.percent(bids.successRate)}
        detail={
          bids.total === 0
            ? t("dashboard.noBids")
            : t("dashboard.successRateDetail", {
                accepted: format.number(bids.accepted),
                total: format.number(bids.total),
              })
        }
      />
      <Stat
        icon={Briefcase}
        label={t("dashboard.activeProjects")}
        value={format.number(metrics.activeProjects)}
        detail={t("dashboard.completedJobs", {
          count: metrics.completedJobs,
          value: format.number(metrics.completedJobs),
        })}
      />
      <Stat
        icon={Star}
        label={t("dashboard.clientRating")}
        value={rating.average === null ? "—" : format.rating(rating.average)}
        detail={
          rating.count === 0
            ? t("dashboard.noReviews")
            : t("dashboard.reviewCount", { count: rating.count, value: format.number(rating.count) })
        }
      />
    </ul>
  );
}

type StatProps = { icon: LucideIcon; label: string; value: string; detail: string };

function Stat({ icon: Icon, label, value, detail }: StatProps) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-2 p-4 sm:p-5">
        <div className="flex items-center justify-between gap-2">
          <p className="font-medium text-muted-foreground text-sm">{label}</p>
          <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        </div>
        <p className="break-words font-bold text-xl tracking-tight sm:text-2xl">{value}</p>
        <p className="text-muted-foreground text-xs sm:text-sm">{detail}</p>
      </Card>
    </li>
  );
}
