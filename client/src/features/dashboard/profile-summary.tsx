import type { DashboardMetrics } from "@domain/dashboard/schemas";
import { CheckCircle2, Circle, UserRoundCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { DashboardCard } from "./dashboard-card";
import type { DashboardFormat } from "./format";

/** Where each missing item is filled in. */
const WHERE = {
  photo: "/profile",
  bio: "/profile",
  location: "/profile",
  skills: "/profile?tab=professional",
  rates: "/profile?tab=professional",
  homeLocation: "/service-area",
  weeklyHours: "/service-area?tab=availability",
  verified: "/profile",
} as const;

/** How complete the profile is, item by item, from the real fields. */
export function ProfileSummary({ metrics, format }: { metrics: DashboardMetrics; format: DashboardFormat }) {
  const { t } = useTranslation();
  const { percent, items } = metrics.profile;
  const next = items.find((item) => !item.done);
  return (
    <DashboardCard title={t("dashboard.profileSummary")} icon={UserRoundCheck}>
      <div className="grid gap-3">
        <div className="grid gap-1">
          <div className="flex justify-between text-sm">
            <span>{t("dashboard.profileComplete", { value: format.percent(percent) })}</span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t("dashboard.profileSummary")}
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <ul className="grid grid-cols-1 gap-1.5 text-sm sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {items.map((item) => (
            <li key={item.key} className="flex items-center gap-2">
              {item.done ? (
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <Circle className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <span className={cn(!item.done && "text-muted-foreground")}>
                {t(`dashboard.checks.${item.key}`)}
                <span className="sr-only">
                  {" "}
                  {item.done ? t("dashboard.checkDone") : t("dashboard.checkMissing")}
                </span>
              </span>
            </li>
          ))}
        </ul>
        {next && (
          <Link href={WHERE[next.key]} className={cn(buttonVariants({ size: "sm" }), "justify-self-start")}>
            {t("dashboard.completeProfile")}
          </Link>
        )}
      </div>
    </DashboardCard>
  );
}
