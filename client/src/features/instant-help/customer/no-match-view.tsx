import { CalendarClock, RotateCcw, SearchX } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { lazyWhenIdle, useIdle } from "@/lib/idle";
import type { ActiveRequest } from "./request-storage";
import { RequestSummary } from "./request-summary";
import { ViewHeading } from "./view-heading";

// The dialog (Radix dialog, the schedule's domain schema) mounts when the browser is idle, or when
// Schedule Later is pressed before that.
const ScheduleDialog = lazyWhenIdle(() =>
  import("./schedule-dialog").then((m) => ({ default: m.ScheduleDialog })),
);

type NoMatchViewProps = {
  active: ActiveRequest;
  onTryAgain: () => void;
  onScheduled: () => void;
  refresh: () => void;
};

/** No match within the time: try again, or turn the request into a scheduled job. */
export function NoMatchView({ active, onTryAgain, onScheduled, refresh }: NoMatchViewProps) {
  const { t } = useTranslation();
  const [scheduling, setScheduling] = useState(false);
  const idle = useIdle();

  return (
    <Card className="mx-auto grid w-full max-w-xl justify-items-center gap-5 p-6 text-center sm:p-8">
      <div className="flex size-16 items-center justify-center rounded-full bg-warning/20 text-warning-foreground">
        <SearchX className="size-8" aria-hidden="true" />
      </div>
      <div className="grid gap-1.5">
        <ViewHeading>{t("instantHelp.noMatch.title")}</ViewHeading>
        <p className="text-muted-foreground">{t("instantHelp.noMatch.description")}</p>
      </div>
      <div className="w-full">
        <RequestSummary draft={active.draft} />
      </div>
      <div className="grid w-full gap-3 sm:grid-cols-2">
        <Button size="lg" onClick={() => setScheduling(true)}>
          <CalendarClock aria-hidden="true" />
          {t("instantHelp.noMatch.scheduleLater")}
        </Button>
        <Button size="lg" variant="outline" onClick={onTryAgain}>
          <RotateCcw aria-hidden="true" />
          {t("instantHelp.noMatch.tryAgain")}
        </Button>
      </div>
      {(idle || scheduling) && (
        <Suspense fallback={null}>
          <ScheduleDialog
            jobId={active.jobId}
            open={scheduling}
            onOpenChange={setScheduling}
            onScheduled={onScheduled}
            onRefused={refresh}
          />
        </Suspense>
      )}
    </Card>
  );
}
