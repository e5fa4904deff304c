import type { JobListItem } from "@domain/jobs/schemas";
import { Briefcase, TriangleAlert } from "lucide-react";
import { type ReactNode, useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { StateBox } from "@/components/state-box";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/error-text";
import { type JobFilters, useJobs } from "./api";
import { JobCard, JobCardSkeleton } from "./job-card";

const SKELETONS = 6;

type JobListProps = {
  filters: JobFilters;
  onOpen: (id: string) => void;
  /** The empty state's wording, when a page has its own ('No jobs available' on the Jobs Hub). */
  empty?: { title: string; hint: string };
  /** What a page adds among a card's badges (the Jobs Hub: "You bid ₨ 1,400"). */
  badge?: (job: JobListItem) => ReactNode;
};

/** Available jobs for the filters: skeletons, error, empty state, cards and "Load more". */
export function JobList({ filters, onOpen, empty, badge }: JobListProps) {
  const { t } = useTranslation();
  // Deferred: the cards render in the background, in slices, so the page stays responsive.
  const jobs = useDeferredValue(useJobs(filters));

  if (jobs.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only" role="status">
          {t("app.loading")}
        </span>
        {Array.from({ length: SKELETONS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <JobCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (jobs.isError) {
    return (
      <StateBox icon={TriangleAlert} title={t("jobs.loadError")}>
        {errorText(jobs.error) ?? t("jobs.fetchFailed")}
      </StateBox>
    );
  }
  const items = jobs.data.pages.flat();
  if (items.length === 0) {
    return (
      <StateBox icon={Briefcase} title={empty?.title ?? t("jobs.empty")}>
        {empty?.hint ?? t("jobs.emptyHint")}
      </StateBox>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((job) => (
          <JobCard key={job.id} job={job} onOpen={onOpen} badge={badge?.(job)} />
        ))}
      </div>
      {jobs.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={jobs.isFetchingNextPage}
          onClick={() => jobs.fetchNextPage()}
        >
          {jobs.isFetchingNextPage ? t("app.loading") : t("jobs.loadMore")}
        </Button>
      )}
    </div>
  );
}
