import { successRate } from "@domain/bids/rules";
import { JOB_CATEGORIES } from "@domain/categories";
import { Briefcase, FolderKanban, Gavel, TrendingUp } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { StatCard } from "@/components/stat-card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useBidsSummary, useMyBidsByJob } from "@/features/bids/api";
import { MyBidBadge } from "@/features/bids/my-bid-badge";
import { useBidDialogs } from "@/features/bids/use-bid-dialogs";
import { useOpenJobsTotal } from "@/features/jobs/api";
import { JobFilters } from "@/features/jobs/job-filters";
import { JobList } from "@/features/jobs/job-list";
import { useJobSearch } from "@/features/jobs/use-job-search";
import { useCurrentUser } from "@/lib/current-user";
import { lazyWhenIdle } from "@/lib/idle";
import { localDigits } from "@/lib/local-digits";
import { LazyJobDialog } from "../lazy-job-dialog";

// My Bids and My Projects are a tab away from the open jobs the page starts on: their lists (bid
// cards, project cards with their forms) load when their tab is opened, or when the browser is idle.
const BidList = lazyWhenIdle(() => import("@/features/bids/bid-list").then((m) => ({ default: m.BidList })));
const MyProjects = lazyWhenIdle(() =>
  import("@/features/jobs/my-projects").then((m) => ({ default: m.MyProjects })),
);

const TABS = ["available", "bids", "projects"] as const;
type HubTab = (typeof TABS)[number];
const NO_FILTERS = {};

/**
 * /jobs-hub: the professional's workspace (SPEC §2): open jobs, my bids and my active projects,
 * with their numbers from the server. The tab, the job filters and the open job live in the URL.
 * It is all other features' parts (jobs, bids), so it is put together here in the app shell.
 */
export function JobsHubPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const { filters, jobId, update } = useJobSearch();
  const tab: HubTab = TABS.find((value) => value === params.get("tab")) ?? "available";
  const openJob = (id: string | null) => update({ job: id });
  const { actions, dialogs } = useBidDialogs(openJob);
  const summary = useBidsSummary();
  const myBids = useMyBidsByJob();
  const count = (value: number | undefined) => (value === undefined ? "" : ` (${localDigits(value)})`);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("jobsHub.title")}</h1>
      <p className="mt-1 text-muted-foreground">{t("jobsHub.subtitle")}</p>

      <HubStats />

      <Tabs
        value={tab}
        onValueChange={(next) => update({ tab: next === "available" ? null : next })}
        className="mt-6"
      >
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-grid sm:w-auto">
          <TabsTrigger
            value="available"
            className="h-auto min-h-9 whitespace-normal px-1.5 py-1.5 text-xs leading-tight sm:px-5 sm:text-sm"
          >
            {t("jobsHub.tabs.available")}
          </TabsTrigger>
          <TabsTrigger
            value="bids"
            className="h-auto min-h-9 whitespace-normal px-1.5 py-1.5 text-xs leading-tight sm:px-5 sm:text-sm"
          >
            {t("jobsHub.tabs.bids")}
            {count(summary.data?.total)}
          </TabsTrigger>
          <TabsTrigger
            value="projects"
            className="h-auto min-h-9 whitespace-normal px-1.5 py-1.5 text-xs leading-tight sm:px-5 sm:text-sm"
          >
            {t("jobsHub.tabs.projects")}
            {count(summary.data?.activeProjects)}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="available" className="mt-6 grid gap-6">
          <JobFilters
            filters={filters}
            onChange={update}
            statusLabel={(status) => t(`jobsHub.status.${status}`)}
            categories={JOB_CATEGORIES}
          />
          <JobList
            filters={filters}
            onOpen={openJob}
            empty={{ title: t("jobsHub.available.empty"), hint: t("jobsHub.available.emptyHint") }}
            badge={(job) => {
              const amount = myBids.data?.get(job.id);
              return amount === undefined ? null : <MyBidBadge amount={amount} />;
            }}
          />
        </TabsContent>
        <TabsContent value="bids" className="mt-6">
          <Suspense fallback={<ListSkeleton />}>
            <BidList
              filters={NO_FILTERS}
              emptyTitle={t("jobsHub.bids.empty")}
              emptyHint={t("jobsHub.bids.emptyHint")}
              {...actions}
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="projects" className="mt-6">
          {user && (
            <Suspense fallback={<ListSkeleton />}>
              <MyProjects user={user} onOpen={openJob} />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>

      {dialogs}
      <LazyJobDialog jobId={jobId} user={user} onClose={() => openJob(null)} />
    </div>
  );
}

/** Available Jobs, My Bids, Active Projects and Success Rate, counted by the server. */
function HubStats() {
  const { t } = useTranslation();
  const open = useOpenJobsTotal();
  const summary = useBidsSummary();
  const shown = (query: { isError: boolean }, value: number | undefined, suffix = "") =>
    query.isError ? "—" : value === undefined ? undefined : `${localDigits(value)}${suffix}`;
  const data = summary.data;
  return (
    <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        icon={Briefcase}
        tone="blue"
        label={t("jobsHub.stats.available")}
        value={shown(open, open.data?.total, open.data?.capped ? "+" : "")}
      />
      <StatCard
        icon={Gavel}
        tone="primary"
        label={t("jobsHub.stats.bids")}
        value={shown(summary, data?.total)}
      />
      <StatCard
        icon={FolderKanban}
        tone="green"
        label={t("jobsHub.stats.projects")}
        value={shown(summary, data?.activeProjects)}
      />
      <StatCard
        icon={TrendingUp}
        tone="yellow"
        label={t("jobsHub.stats.successRate")}
        value={shown(summary, data && successRate(data), "%")}
      />
    </div>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <span className="sr-only" role="status">
        {t("app.loading")}
      </span>
      <Skeleton className="h-36 rounded-xl" />
      <Skeleton className="h-36 rounded-xl" />
    </div>
  );
}
