import type { DashboardMetrics } from "@domain/dashboard/schemas";
import { Radar } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { placeName } from "@/lib/place-name";
import { DashboardCard, EmptyNote } from "./dashboard-card";
import type { DashboardFormat } from "./format";

/** Open jobs within the service radius of home, counted by the place they are in. */
export function ServiceAreaActivity({
  metrics,
  format,
}: {
  metrics: DashboardMetrics;
  format: DashboardFormat;
}) {
  const { t } = useTranslation();
  const { radiusKm, hasHome, openJobs, localities } = metrics.serviceArea;
  const radius = format.number(radiusKm);
  const busiest = Math.max(...localities.map((place) => place.jobs), 1);
  return (
    <DashboardCard
      title={t("dashboard.serviceAreaActivity")}
      icon={Radar}
      description={
        hasHome
          ? t("dashboard.openJobsNearby", { count: openJobs, value: format.number(openJobs), radius })
          : undefined
      }
    >
      {!hasHome ? (
        <div className="grid justify-items-center gap-3">
          <EmptyNote>{t("dashboard.noHome")}</EmptyNote>
          <Link href="/service-area" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("dashboard.setHome")}
          </Link>
        </div>
      ) : localities.length === 0 ? (
        <EmptyNote>{t("dashboard.noOpenJobs", { radius })}</EmptyNote>
      ) : (
        <ul className="grid gap-2.5">
          {localities.map((place) => (
            <li key={place.location} className="grid gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="truncate font-medium">{placeName(place.location)}</span>
                <span className="shrink-0 text-muted-foreground">
                  {t("dashboard.jobs", { count: place.jobs, value: format.number(place.jobs) })} ·{" "}
                  {t("dashboard.nearest", { value: format.number(place.nearestKm) })}
                </span>
              </div>
              <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-brand-blue"
                  style={{ width: `${(place.jobs / busiest) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
