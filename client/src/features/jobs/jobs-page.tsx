import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCurrentUser } from "@/lib/current-user";
import type { JobDialogSlot } from "@/lib/job-dialog-slot";
import { JobFilters } from "./job-filters";
import { JobList } from "./job-list";
import { LazyMyJobs } from "./lazy-my-jobs";
import { useJobSearch } from "./use-job-search";

/**
 * /jobs: Available Jobs with filters in the URL and, when signed in, My Jobs (?view=mine); a job
 * opens in the JobDialog the route gives (app/routes/jobs-page.tsx).
 */
export function JobsPage({ JobDialog }: { JobDialog: JobDialogSlot }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { view, filters, jobId, update } = useJobSearch();
  const openJob = (id: string | null) => update({ job: id });
  const mine = Boolean(user) && view === "mine";

  const available = (
    <div className="grid gap-6">
      <JobFilters filters={filters} onChange={update} />
      <JobList filters={filters} onOpen={openJob} />
    </div>
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">
            {mine ? t("header.myJobs") : t("jobs.title")}
          </h1>
          <p className="mt-1 text-muted-foreground">{mine ? t("jobs.mine.subtitle") : t("jobs.subtitle")}</p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link href="/post-job">
            <Plus aria-hidden="true" />
            {t("header.postJob")}
          </Link>
        </Button>
      </div>

      {user ? (
        <Tabs
          value={mine ? "mine" : "available"}
          onValueChange={(next) => update({ view: next })}
          className="mt-6"
        >
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="available" className="sm:px-6">
              {t("jobs.tabs.available")}
            </TabsTrigger>
            <TabsTrigger value="mine" className="sm:px-6">
              {t("jobs.tabs.mine")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="available" className="mt-6">
            {available}
          </TabsContent>
          <TabsContent value="mine" className="mt-6">
            <LazyMyJobs user={user} onOpen={openJob} />
          </TabsContent>
        </Tabs>
      ) : (
        <div className="mt-6">{available}</div>
      )}

      <JobDialog jobId={jobId} user={user} onClose={() => openJob(null)} />
    </div>
  );
}
