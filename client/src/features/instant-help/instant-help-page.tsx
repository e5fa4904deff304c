import { Zap } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import type { NearbyFilter } from "./customer/api";
import { FoundView } from "./customer/found-view";
import { HowItWorks } from "./customer/how-it-works";
import { NearbyPros } from "./customer/nearby-pros";
import { NoMatchView } from "./customer/no-match-view";
import { RequestForm } from "./customer/request-form";
import { type RequestDraft, readDraft, saveDraft } from "./customer/request-storage";
import { SearchingView } from "./customer/searching-view";
import { RequestClosed, RequestLoadFailed, RequestLoading } from "./customer/status-views";
import { useInstantRequest } from "./customer/use-instant-request";

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
          <RequestForm
            key={formKey}
            draft={draft}
            signedIn={request.signedIn}
            onConfirmed={request.start}
            onFilterChange={setFilter}
          />
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
      {content}
    </div>
  );
}
