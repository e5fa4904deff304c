import { CalendarClock, MapPinned } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { lazyWhenIdle } from "@/lib/idle";
import { useServiceArea } from "@/lib/service-area";
import { useAvailability } from "./api";

// The editors (slider, switches, weekly hours, exceptions) load on the side, behind the skeleton the
// tabs show while their data loads: the page's first load is its heading and tabs.
const ServiceAreaForm = lazyWhenIdle(() =>
  import("./service-area-form").then((m) => ({ default: m.ServiceAreaForm })),
);
const AvailabilityEditor = lazyWhenIdle(() =>
  import("./availability-editor").then((m) => ({ default: m.AvailabilityEditor })),
);

const TABS = ["area", "availability"] as const;
type Tab = (typeof TABS)[number];

/** /service-area: Service Area Settings, with the weekly availability editor as a second tab (?tab=). */
export function ServiceAreaPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get("tab")) ?? "area";
  const selectTab = (next: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === "area") updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("serviceArea.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("serviceArea.subtitle")}</p>
      </div>
      <Tabs value={tab} onValueChange={selectTab} className="min-w-0">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="area">
            <MapPinned aria-hidden="true" />
            {t("serviceArea.tabArea")}
          </TabsTrigger>
          <TabsTrigger value="availability">
            <CalendarClock aria-hidden="true" />
            {t("serviceArea.tabAvailability")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="area">
          <ServiceAreaTab />
        </TabsContent>
        <TabsContent value="availability">
          <AvailabilityTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function ServiceAreaTab() {
  const query = useServiceArea();
  if (query.isError) return <LoadError message="serviceArea.loadFailed" retry={() => query.refetch()} />;
  if (query.isPending) return <FormSkeleton />;
  return (
    <Suspense fallback={<FormSkeleton />}>
      <ServiceAreaForm profile={query.data} />
    </Suspense>
  );
}

function AvailabilityTab() {
  const query = useAvailability();
  if (query.isError) return <LoadError message="availability.loadFailed" retry={() => query.refetch()} />;
  if (query.isPending) return <FormSkeleton />;
  return (
    <Suspense fallback={<FormSkeleton />}>
      <AvailabilityEditor availability={query.data} />
    </Suspense>
  );
}

function LoadError({
  message,
  retry,
}: {
  message: "serviceArea.loadFailed" | "availability.loadFailed";
  retry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 p-6">
      <p className="font-medium text-destructive">{t(message)}</p>
      <Button variant="outline" onClick={retry}>
        {t("serviceArea.retry")}
      </Button>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy="true">
      <div className="grid gap-6">
        <Skeleton className="h-44" />
        <Skeleton className="h-52" />
        <Skeleton className="h-72" />
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}
