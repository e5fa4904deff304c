import type { CurrentUser } from "@domain/auth/user";
import { BarChart3, Briefcase, PieChart, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ActivityHeatmap } from "./activity-heatmap";
import { useDashboardMetrics } from "./api";
import { DashboardCard } from "./dashboard-card";
import { useDashboardFormat } from "./format";
import { ResponseTimeCard, SatisfactionCard } from "./insights";
import { LazyCategoriesChart, LazyEarningsTrendChart, LazyWeeklyEarningsChart } from "./lazy-charts";
import { ProfileSummary } from "./profile-summary";
import { QuickSettings } from "./quick-settings";
import { ScheduleCard } from "./schedule-card";
import { ServiceAreaActivity } from "./service-area-activity";
import { StatCards } from "./stat-cards";

/** The professional's `/` and `/dashboard` (SPEC §2): every figure computed from their own data. */
export function DashboardPage({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const query = useDashboardMetrics(user.id, format.calendar);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-6 sm:gap-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">
            {t("dashboard.greeting", { name: user.firstName })}
          </h1>
          <p className="mt-1 text-muted-foreground">{t("dashboard.subtitle")}</p>
        </div>
        <Link href="/jobs-hub" className={buttonVariants({ variant: "brand" })}>
          <Briefcase aria-hidden="true" />
          {t("dashboard.findJobs")}
        </Link>
      </div>

      {query.isError ? (
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 p-6"
        >
          <p className="font-medium text-destructive">{t("dashboard.loadFailed")}</p>
          <Button variant="outline" onClick={() => query.refetch()}>
            {t("dashboard.retry")}
          </Button>
        </div>
      ) : query.isPending ? (
        <DashboardSkeleton />
      ) : (
        <>
          <StatCards metrics={query.data} format={format} />
          <ActivityHeatmap metrics={query.data} format={format} />
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
            <DashboardCard
              title={t("dashboard.earningsTrend")}
              description={t("dashboard.earningsTrendDescription")}
              icon={TrendingUp}
              className="lg:col-span-2"
            >
              <LazyEarningsTrendChart periods={query.data.earningsTrend} format={format} />
            </DashboardCard>
            <div className="grid content-start gap-4 sm:gap-6">
              <QuickSettings format={format} />
              <ProfileSummary metrics={query.data} format={format} />
            </div>
          </div>
          <div className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
            <DashboardCard
              title={t("dashboard.weeklyEarnings")}
              description={t("dashboard.weeklyEarningsDescription")}
              icon={BarChart3}
            >
              <LazyWeeklyEarningsChart periods={query.data.weeklyEarnings} format={format} />
            </DashboardCard>
            <DashboardCard
              title={t("dashboard.categories")}
              description={t("dashboard.categoriesDescription")}
              icon={PieChart}
            >
              <LazyCategoriesChart categories={query.data.categories} format={format} />
            </DashboardCard>
            <ScheduleCard metrics={query.data} format={format} />
            <ServiceAreaActivity metrics={query.data} format={format} />
            <SatisfactionCard metrics={query.data} format={format} />
            <ResponseTimeCard metrics={query.data} format={format} />
          </div>
        </>
      )}
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-4 sm:gap-6" aria-busy="true">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-44" />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <Skeleton className="h-72 lg:col-span-2" />
        <Skeleton className="h-72" />
      </div>
      <div className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-64" />
        ))}
      </div>
    </div>
  );
}
