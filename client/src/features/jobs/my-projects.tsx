import type { CurrentUser } from "@domain/auth/user";
import { FolderKanban, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { StateBox } from "@/components/state-box";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/error-text";
import { useMyProjects } from "./api";
import { MyJobCard } from "./my-job-card";

const SKELETONS = 6;

/** My Projects: the jobs I am hired on and working, each with its next step (start, complete). */
export function MyProjects({ user, onOpen }: { user: CurrentUser; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const projects = useMyProjects();
  if (projects.isPending) {
    return (
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <span className="sr-only" role="status">
          {t("app.loading")}
        </span>
        {Array.from({ length: SKELETONS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-36 rounded-xl" />
        ))}
      </div>
    );
  }
  if (projects.isError) {
    return (
      <StateBox icon={TriangleAlert} title={t("jobs.loadError")}>
        {errorText(projects.error) ?? t("jobs.fetchFailed")}
      </StateBox>
    );
  }
  if (projects.data.length === 0) {
    return (
      <StateBox icon={FolderKanban} title={t("jobsHub.projects.empty")}>
        {t("jobsHub.projects.emptyHint")}
      </StateBox>
    );
  }
  // Direct hires waiting for my Accept or Decline first, apart: they are not projects yet.
  const offers = projects.data.filter((job) => job.status === "offered");
  const working = projects.data.filter((job) => job.status !== "offered");
  return (
    <div className="grid gap-6">
      {offers.length > 0 && (
        <section aria-labelledby={`${id}-offers`} className="grid gap-3">
          <h2 id={`${id}-offers`} className="font-semibold">
            {t("jobsHub.projects.offers", { count: offers.length })}
          </h2>
          <div className="grid items-start gap-4 xl:grid-cols-2">
            {offers.map((job) => (
              <MyJobCard key={job.id} job={job} user={user} onOpen={onOpen} level={3} />
            ))}
          </div>
        </section>
      )}
      {working.length > 0 && (
        <div className="grid items-start gap-4 xl:grid-cols-2">
          {working.map((job) => (
            <MyJobCard key={job.id} job={job} user={user} onOpen={onOpen} />
          ))}
        </div>
      )}
    </div>
  );
}
