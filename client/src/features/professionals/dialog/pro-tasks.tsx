import { formatRelativeTime } from "@domain/relative-time";
import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/lib/i18n";
import { useProfessionalTasks } from "../api";
import { useProFormat } from "../format";
import { HistoryList } from "./history-list";

/** "Recent Tasks": their completed jobs, from the database. */
export function ProTasks({ id }: { id: string }) {
  const { t } = useTranslation();
  const format = useProFormat();
  const query = useProfessionalTasks(id);
  const jobs = query.data?.pages.flatMap((page) => page.jobs) ?? [];
  return (
    <HistoryList
      isPending={query.isPending}
      isError={query.isError}
      empty={t("proDetail.tasksEmpty")}
      count={jobs.length}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onMore={() => query.fetchNextPage()}
    >
      {jobs.map((job) => (
        <li key={job.id} className="flex items-start gap-3 rounded-lg border bg-card p-3">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{job.title}</p>
            <p className="text-muted-foreground text-xs">
              {format.skill(job.skillCategory)}
              {job.completedAt &&
                ` · ${t("proDetail.completed", { when: formatRelativeTime(job.completedAt, currentLanguage()) })}`}
            </p>
          </div>
          {job.finalPrice !== null && (
            <span className="shrink-0 font-semibold text-sm">{format.money(job.finalPrice)}</span>
          )}
        </li>
      ))}
    </HistoryList>
  );
}
