import type { CurrentUser } from "@domain/auth/user";
import { Briefcase, Plus, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { StateBox } from "@/components/state-box";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/error-text";
import { useMyJobs } from "./api";
import { MyJobCard } from "./my-job-card";

type MyJobsProps = { user: CurrentUser; onOpen: (id: string) => void };

/** My Jobs: a professional's projects (and any jobs they posted); a customer's posted jobs. */
export function MyJobs({ user, onOpen }: MyJobsProps) {
  const { t } = useTranslation();
  if (user.role !== "professional") {
    return <MyJobsList as="customer" user={user} onOpen={onOpen} />;
  }
  return (
    <div className="grid gap-8">
      <section aria-labelledby="working-title" className="grid gap-3">
        <h2 id="working-title" className="font-semibold text-lg">
          {t("jobs.mine.working")}
        </h2>
        <MyJobsList as="professional" user={user} onOpen={onOpen} />
      </section>
      <MyJobsList as="customer" user={user} onOpen={onOpen} titled />
    </div>
  );
}

type MyJobsListProps = MyJobsProps & { as: "customer" | "professional"; titled?: boolean };

function MyJobsList({ as, user, onOpen, titled = false }: MyJobsListProps) {
  const { t } = useTranslation();
  const jobs = useMyJobs(as);
  if (jobs.isPending) {
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
  if (jobs.isError) {
    return (
      <StateBox icon={TriangleAlert} title={t("jobs.loadError")}>
        {errorText(jobs.error) ?? t("jobs.fetchFailed")}
      </StateBox>
    );
  }
  if (jobs.data.length === 0) {
    // A professional's own posted jobs get a section only when there are some.
    if (titled) return null;
    return as === "professional" ? (
      <StateBox icon={Briefcase} title={t("jobs.mine.workingEmpty")}>
        {t("jobs.mine.workingEmptyHint")}
      </StateBox>
    ) : (
      <StateBox icon={Briefcase} title={t("jobs.mine.postedEmpty")}>
        <p>{t("jobs.mine.postedEmptyHint")}</p>
        <Button asChild size="sm">
          <Link href="/post-job">
            <Plus aria-hidden="true" />
            {t("header.postJob")}
          </Link>
        </Button>
      </StateBox>
    );
  }
  const list = (
    <div className="grid items-start gap-4 xl:grid-cols-2">
      {jobs.data.map((job) => (
        <MyJobCard key={job.id} job={job} user={user} onOpen={onOpen} level={titled ? 3 : 2} />
      ))}
    </div>
  );
  if (!titled) return list;
  return (
    <section aria-labelledby="posted-title" className="grid gap-3">
      <h2 id="posted-title" className="font-semibold text-lg">
        {t("jobs.mine.posted")}
      </h2>
      {list}
    </section>
  );
}
