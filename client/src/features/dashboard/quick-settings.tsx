import { Settings2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { StatusSwitches } from "@/components/status-switches";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { placeName } from "@/lib/place-name";
import { useServiceArea, useUpdateSwitches } from "@/lib/service-area";
import { cn } from "@/lib/utils";
import { DashboardCard } from "./dashboard-card";
import type { DashboardFormat } from "./format";

/**
 * Online and Free Now saved at once through the service-area PATCH, with the switches' toasts of
 * SPEC.md ('You're now available!', 'Availability turned off', 'Availability Updated'), and the way
 * to the full settings.
 */
export function QuickSettings({ format }: { format: DashboardFormat }) {
  const { t } = useTranslation();
  const profile = useServiceArea();
  const update = useUpdateSwitches(profile.data);
  // The switches show what is being saved until the server answers.
  const pending = update.isPending ? update.variables : undefined;
  return (
    <DashboardCard title={t("dashboard.quickSettings")} icon={Settings2}>
      <div className="grid gap-4">
        {profile.isError ? (
          <p className="text-destructive text-sm">{t("serviceArea.loadFailed")}</p>
        ) : profile.isPending ? (
          <Skeleton className="h-28" />
        ) : (
          <>
            <StatusSwitches
              value={{
                isOnline: pending?.isOnline ?? profile.data.isOnline,
                isFreeNow: pending?.isFreeNow ?? profile.data.isFreeNow,
              }}
              disabled={update.isPending}
              onChange={(switches) => update.mutate(switches)}
            />
            <p className="text-muted-foreground text-sm">
              {t("dashboard.radiusSummary", { value: format.number(profile.data.serviceRadius) })}
              {profile.data.location ? ` · ${placeName(profile.data.location)}` : ""}
            </p>
          </>
        )}
        <div className="flex flex-wrap gap-2">
          <Link href="/service-area" className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
            {t("dashboard.editServiceArea")}
          </Link>
          <Link
            href="/service-area?tab=availability"
            className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}
          >
            {t("dashboard.editAvailability")}
          </Link>
        </div>
      </div>
    </DashboardCard>
  );
}
