import type { BidsSummary } from "@domain/bids/schemas";
import { CheckCircle2, Clock, Gavel, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { StatCard } from "@/components/stat-card";
import { useCurrentUser } from "@/lib/current-user";
import type { JobDialogSlot } from "@/lib/job-dialog-slot";
import { localDigits } from "@/lib/local-digits";
import { useBidsSummary } from "./api";
import { BidFiltersBar } from "./bid-filters-bar";
import { BidList } from "./bid-list";
import { readBidSearch, withBidChanges } from "./my-bids-search";
import { useBidDialogs } from "./use-bid-dialogs";

/**
 * /available-bids: my bids with their totals, searched and filtered by the server (SPEC §2 My Bids);
 * View Project opens the JobDialog the route gives (app/routes/available-bids-page.tsx).
 */
export function AvailableBidsPage({ JobDialog }: { JobDialog: JobDialogSlot }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filters = readBidSearch(params);
  const jobId = params.get("job") || null;
  const setParam = (changes: Record<string, string | null | undefined>) =>
    setParams((previous) => withBidChanges(previous, changes), { replace: true });
  const { actions, dialogs } = useBidDialogs((id) => setParam({ job: id }));
  const filtered = Boolean(filters.status || filters.jobTitle);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("myBids.title")}</h1>
      <p className="mt-1 text-muted-foreground">{t("myBids.subtitle")}</p>

      <SummaryCards />

      <div className="mt-6 grid gap-6">
        <BidFiltersBar filters={filters} onChange={setParam} />
        <BidList
          filters={filters}
          emptyTitle={t("myBids.empty")}
          emptyHint={filtered ? t("myBids.emptyFilteredHint") : t("myBids.emptyHint")}
          {...actions}
        />
      </div>

      {dialogs}
      <JobDialog jobId={jobId} user={user} onClose={() => setParam({ job: null })} />
    </div>
  );
}

/** Total, Pending, Accepted, Rejected: always all my bids, whatever the filters show. */
function SummaryCards() {
  const { t } = useTranslation();
  const summary = useBidsSummary();
  const value = (key: keyof BidsSummary) =>
    summary.isError ? "—" : summary.data && localDigits(summary.data[key]);
  return (
    <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard icon={Gavel} tone="blue" label={t("myBids.stats.total")} value={value("total")} />
      <StatCard icon={Clock} tone="yellow" label={t("myBids.stats.pending")} value={value("pending")} />
      <StatCard
        icon={CheckCircle2}
        tone="green"
        label={t("myBids.stats.accepted")}
        value={value("accepted")}
      />
      <StatCard icon={XCircle} tone="red" label={t("myBids.stats.rejected")} value={value("rejected")} />
    </div>
  );
}
