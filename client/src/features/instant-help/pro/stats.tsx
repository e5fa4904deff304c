import { type LucideIcon, Siren, Timer, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { acceptanceRateText, responseTimeText } from "@/lib/track-record";
import { cn } from "@/lib/utils";
import { useInstantStats } from "./api";
import { instantFormat } from "./format";

const NONE = "—";

/** My profile's track record: undefined while it loads, null when it could not be read. */
type TrackRecord = { responseTime: number | null; acceptanceRate: number | null } | null | undefined;

/**
 * Emergency, Avg Response and Avg Instant Pay from my data: "—" until there is some. Avg Response is
 * my profile's response time with my acceptance rate under it, the figures and words the dashboard
 * and my professional profile show too ("New" until requests have reached me).
 */
export function InstantStatsRow({ track }: { track: TrackRecord }) {
  const { t } = useTranslation();
  const format = instantFormat();
  const stats = useInstantStats();
  const value = <T,>(
    read: (data: NonNullable<typeof stats.data>) => T | null,
    show: (value: T) => string,
  ) => {
    if (stats.isError) return NONE;
    if (!stats.data) return undefined;
    const data = read(stats.data);
    return data === null ? NONE : show(data);
  };
  return (
    <section aria-label={t("instantHelpPro.stats.label")} className="grid grid-cols-3 gap-2 sm:gap-3">
      <Stat
        icon={Siren}
        tone="bg-destructive/15 text-destructive"
        label={t("instantHelpPro.stats.emergency")}
        value={value((data) => data.urgentNow, format.number)}
      />
      <Stat
        icon={Timer}
        tone="bg-brand-blue/10 text-brand-blue"
        label={t("instantHelpPro.stats.avgResponse")}
        value={track === undefined ? undefined : track ? responseTimeText(t, track.responseTime) : NONE}
        note={
          track
            ? `${t("dashboard.acceptanceRate")}: ${acceptanceRateText(t, track.acceptanceRate)}`
            : undefined
        }
      />
      <Stat
        icon={Wallet}
        tone="bg-success/15 text-success"
        label={t("instantHelpPro.stats.avgPay")}
        value={value((data) => data.avgInstantPay, format.money)}
      />
    </section>
  );
}

type StatProps = { icon: LucideIcon; label: string; value: string | undefined; tone: string; note?: string };

/** One figure; stacked on a phone so three fit side by side at 360 px. */
function Stat({ icon: Icon, label, value, tone, note }: StatProps) {
  return (
    <Card className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4">
      <div className={cn("flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-10", tone)}>
        <Icon className="size-4 sm:size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0">
        <p className="text-muted-foreground text-xs leading-tight sm:text-sm">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-6 w-12" />
        ) : (
          <p className="font-bold text-lg tabular-nums leading-tight sm:text-2xl">{value}</p>
        )}
        {note && <p className="mt-0.5 text-muted-foreground text-xs leading-tight">{note}</p>}
      </div>
    </Card>
  );
}
