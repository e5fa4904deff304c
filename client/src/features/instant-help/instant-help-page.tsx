import { Zap } from "lucide-react";
import { type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { lazyWhenIdle } from "@/lib/idle";
import type { NearbyFilter } from "./customer/api";
import { HowItWorks } from "./customer/how-it-works";
import { NearbyPros } from "./customer/nearby-pros";
import { type RequestDraft, readDraft, saveDraft } from "./customer/request-storage";
import { RequestClosed, RequestLoadFailed, RequestLoading } from "./customer/status-views";
import { useInstantRequest } from "./customer/use-instant-request";

// The form (react-hook-form, its domain schema, the place picker) and the views of a request load on
// the side, behind skeletons: the page's first load is its heading and the nearby professionals.
const RequestForm = lazyWhenIdle(() =>
  import("./customer/request-form").then((m) => ({ default: m.RequestForm })),
);
const SearchingView = lazyWhenIdle(() =>
  import("./customer/searching-view").then((m) => ({ default: m.SearchingView })),
);
const FoundView = lazyWhenIdle(() => import("./customer/found-view").then((m) => ({ default: m.FoundView })));
const NoMatchView = lazyWhenIdle(() =>
  import("./customer/no-match-view").then((m) => ({ default: m.NoMatchView })),
);

const filterOf = (draft: RequestDraft): NearbyFilter => ({
  point:
    draft.latitude !== undefined && draft.longitude !== undefined
      ? { latitude: draft.latitude, longitude: draft.longitude }
      : null,
  skillCategory: draft.skillCategory ?? "",
});

/** The customer's Get Instant Help page (SPEC §2, §4): idle, searching, found and no-match. */
export function InstantHelpPage() {
  const { t } = useTranslation();
  const request = useInstantRequest();
  const { view, active, state, query } = request;
  // What the form starts from: a visitor's form kept across login, or the request to try again.
  const [draft, setDraft] = useState<RequestDraft>(() => readDraft() ?? {});
  const [formKey, setFormKey] = useState(0);
  const [filter, setFilter] = useState<NearbyFilter>(() => filterOf(draft));

  const backToForm = (next: RequestDraft) => {
    request.reset();
    setDraft(next);
    setFilter(filterOf(next));
    setFormKey((key) => key + 1);
  };
  const startOver = () => {
    saveDraft(null);
    backToForm({});
  };
  const tryAgain = () => backToForm(active?.draft ?? {});
  const refresh = () => void query.refetch();

  let content: ReactNode;
  if (view === "loading") content = <RequestLoading />;
  else if (view === "error") content = <RequestLoadFailed onRetry={refresh} onStartOver={startOver} />;
  else if (active && view === "searching")
    content = (
      <SearchingView
        key={active.jobId}
        active={active}
        state={state}
        updatedAt={query.dataUpdatedAt}
        refresh={refresh}
        onCancelled={tryAgain}
      />
    );
  else if (active && view === "found" && state?.professional)
    content = <FoundView professional={state.professional} draft={active.draft} onStartOver={startOver} />;
  else if (active && view === "no-match")
    content = (
      <NoMatchView active={active} onTryAgain={tryAgain} onScheduled={request.reset} refresh={refresh} />
    );
  else if (active) content = <RequestClosed onStartOver={startOver} />;
  else
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="p-4 sm:p-6">
          <Suspense fallback={<FormSkeleton />}>
            <RequestForm
              key={formKey}
              draft={draft}
              signedIn={request.signedIn}
              onConfirmed={request.start}
              onFilterChange={setFilter}
            />
          </Suspense>
        </Card>
        <aside className="grid gap-6" aria-label={t("instantHelp.asideLabel")}>
          <NearbyPros filter={filter} signedIn={request.signedIn} />
          <HowItWorks />
        </aside>
      </div>
    );

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <div className="mb-6 flex items-start gap-3 sm:mb-8">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Zap className="size-6" aria-hidden="true" />
        </div>
        <div>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("pages.instantHelp.title")}</h1>
          <p className="mt-1 text-muted-foreground">{t("pages.instantHelp.description")}</p>
        </div>
      </div>
      <Suspense fallback={<RequestLoading />}>{content}</Suspense>
    </div>
  );
}

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        {t("instantHelp.loading")}
      </span>
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
