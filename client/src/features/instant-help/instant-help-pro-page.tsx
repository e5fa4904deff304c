import { Radio, TriangleAlert, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { StateBox } from "@/components/state-box";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useOnline } from "@/lib/online";
import { useServiceArea } from "@/lib/service-area";
import { isAvailable, useSetAvailability } from "./pro/api";
import { AvailabilitySwitch } from "./pro/availability-switch";
import { OfferFiltersBar, readOfferFilters } from "./pro/filters";
import { RequestList } from "./pro/request-list";
import { InstantStatsRow } from "./pro/stats";

/** /instant-help for professionals: go online, see the urgent requests offered to me, accept one. */
export function InstantHelpProPage() {
  const { t } = useTranslation();
  const profile = useServiceArea();
  const setAvailability = useSetAvailability();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const filters = readOfferFilters(params);
  // The switch shows what is being saved until the server answers.
  const available = setAvailability.isPending
    ? setAvailability.variables
    : Boolean(profile.data && isAvailable(profile.data));

  const setFilter = (changes: Record<string, string | null | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 pb-32 sm:py-10 md:pb-24">
      <header className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center">
        <div>
          <h1 className="flex items-center gap-2 font-bold text-2xl tracking-tight sm:text-3xl">
            <Zap className="size-6 text-warning-foreground sm:size-7" aria-hidden="true" />
            {t("instantHelpPro.title")}
          </h1>
          <p className="mt-1 text-muted-foreground">{t("instantHelpPro.subtitle")}</p>
        </div>
        {profile.isPending ? (
          <Skeleton className="h-[4.5rem] rounded-xl" />
        ) : profile.isError ? null : (
          <AvailabilitySwitch
            available={available}
            busy={profile.data.isOnline && !profile.data.isFreeNow}
            disabled={setAvailability.isPending}
            offline={!online}
            onChange={(next) => setAvailability.mutate(next)}
          />
        )}
      </header>

      <InstantStatsRow track={profile.isError ? null : profile.data} />

      {profile.isError ? (
        <StateBox icon={TriangleAlert} title={t("instantHelpPro.availability.loadFailed")}>
          <Button variant="outline" size="sm" onClick={() => profile.refetch()}>
            {t("instantHelpPro.list.retry")}
          </Button>
        </StateBox>
      ) : profile.isPending ? null : available ? (
        <>
          <OfferFiltersBar filters={filters} onChange={setFilter} />
          <RequestList filters={filters} />
          {/* Offline nothing reaches me live: the offline notice says so instead. */}
          {online && (
            <p
              role="status"
              className="fixed inset-x-4 bottom-20 z-30 mx-auto flex max-w-md items-center justify-center gap-2 rounded-full bg-success px-4 py-2 text-center font-medium text-white text-xs shadow-lg sm:text-sm md:bottom-6 dark:text-background"
            >
              <Radio className="size-4 shrink-0 animate-pulse" aria-hidden="true" />
              {t("instantHelpPro.banner")}
            </p>
          )}
        </>
      ) : (
        <StateBox icon={Zap} title={t("instantHelpPro.offline.title")}>
          <Button
            onClick={() => setAvailability.mutate(true)}
            disabled={setAvailability.isPending || !online}
            aria-describedby={online ? undefined : "go-online-needs-connection"}
          >
            {t("instantHelpPro.offline.goOnline")}
          </Button>
          {!online && <p id="go-online-needs-connection">{t("offlineNotice.needsConnection")}</p>}
        </StateBox>
      )}
    </div>
  );
}
