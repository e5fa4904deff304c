import { INSTANT_EXPIRY_SECONDS } from "@domain/instant-help/rules";
import type { InstantJobState } from "@domain/instant-help/schemas";
import { X, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { localDigits } from "@/lib/local-digits";
import { toast } from "@/lib/use-toast";
import { useCancelInstantJob } from "./api";
import type { ActiveRequest } from "./request-storage";
import { RequestSummary } from "./request-summary";
import { useSearchClock } from "./use-search-clock";
import { ViewHeading } from "./view-heading";

type SearchingViewProps = {
  active: ActiveRequest;
  state: InstantJobState | undefined;
  updatedAt: number;
  refresh: () => void;
  onCancelled: () => void;
};

/** Searching: the seconds ticking, how many were asked, and the way out. */
export function SearchingView({ active, state, updatedAt, refresh, onCancelled }: SearchingViewProps) {
  const { t } = useTranslation();
  const { elapsed, secondsLeft } = useSearchClock(active.confirmedAt, state, updatedAt, refresh);
  const cancel = useCancelInstantJob();
  const offered = state?.matchedCount;

  const onCancel = () =>
    cancel.mutate(active.jobId, {
      onSuccess: () => {
        toast({ title: t("instantHelp.searching.cancelled") });
        onCancelled();
      },
      // Taken or expired meanwhile: the fresh state shows what happened.
      onError: refresh,
    });

  return (
    <Card className="mx-auto grid w-full max-w-xl justify-items-center gap-5 p-6 text-center sm:p-8">
      <div className="relative flex size-24 items-center justify-center" aria-hidden="true">
        <span className="absolute inset-0 animate-ping rounded-full bg-primary/20 [animation-duration:2s]" />
        <span className="absolute inset-3 rounded-full bg-primary/15" />
        <span className="relative flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Zap className="size-7" />
        </span>
      </div>
      <div className="grid gap-1.5">
        <ViewHeading>{t("instantHelp.searching.heading")}</ViewHeading>
        <p className="text-muted-foreground">{t("instantHelp.searching.description")}</p>
      </div>
      <div className="grid gap-1">
        <p
          role="timer"
          aria-label={t("instantHelp.searching.elapsedLabel", { value: localDigits(elapsed) })}
          className="font-bold text-4xl tabular-nums"
        >
          {t("instantHelp.searching.elapsed", { value: localDigits(elapsed) })}
        </p>
        <p className="text-muted-foreground text-sm">{t("pages.instantHelp.eta")}</p>
      </div>
      <div className="grid w-full gap-1.5">
        <div
          role="progressbar"
          aria-label={t("instantHelp.searching.timeLeftLabel")}
          aria-valuemin={0}
          aria-valuemax={INSTANT_EXPIRY_SECONDS}
          aria-valuenow={secondsLeft}
          aria-valuetext={t("instantHelp.searching.timeLeft", { value: localDigits(secondsLeft) })}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-1000 ease-linear"
            style={{ width: `${(secondsLeft / INSTANT_EXPIRY_SECONDS) * 100}%` }}
          />
        </div>
        <p className="flex justify-between gap-3 text-muted-foreground text-xs">
          <span>
            {offered === undefined
              ? t("instantHelp.searching.sending")
              : offered > 0
                ? t("instantHelp.searching.offered", { count: offered, value: localDigits(offered) })
                : t("instantHelp.searching.offeredNone")}
          </span>
          <span className="shrink-0 tabular-nums">
            {t("instantHelp.searching.timeLeft", { value: localDigits(secondsLeft) })}
          </span>
        </p>
      </div>
      <div className="w-full">
        <RequestSummary draft={active.draft} />
      </div>
      <Button variant="outline" onClick={onCancel} disabled={cancel.isPending}>
        <X aria-hidden="true" />
        {cancel.isPending ? t("instantHelp.searching.cancelling") : t("instantHelp.searching.cancel")}
      </Button>
    </Card>
  );
}
