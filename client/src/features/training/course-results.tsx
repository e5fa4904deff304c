import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ActiveFilters } from "./active-filters";
import { usePrograms } from "./api";
import { CourseGrid, CoursesMessage, RetryButton } from "./course-grid";
import { type FilterName, type Filters, NO_FILTERS, toApiFilters } from "./filters";
import { useTrainingFormat } from "./format";

type CourseResultsProps = {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
};

/** The catalog under the filters: the count, the chips, the cards and Load More. */
export function CourseResults({ filters, onChange }: CourseResultsProps) {
  const { t } = useTranslation();
  const format = useTrainingFormat();
  const query = usePrograms(toApiFilters(filters));
  const courses = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="training-results" id="courses" className="grid scroll-mt-24 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="training-results" className="font-bold text-xl tracking-tight sm:text-2xl">
          {t("training.allCourses")}
        </h2>
        <p className="font-medium text-muted-foreground text-sm" role="status" aria-live="polite">
          {query.isSuccess && t("training.resultCount", { count: total, value: format.number(total) })}
        </p>
      </div>
      <ActiveFilters
        filters={filters}
        onRemove={(name: FilterName) => onChange({ [name]: NO_FILTERS[name] })}
        onClear={() => onChange(NO_FILTERS)}
      />
      {query.isError ? (
        <CoursesMessage kind="error">
          <RetryButton onRetry={() => query.refetch()} />
        </CoursesMessage>
      ) : query.isSuccess && courses.length === 0 ? (
        <CoursesMessage kind="empty">
          <Button variant="outline" onClick={() => onChange(NO_FILTERS)}>
            {t("training.clearAll")}
          </Button>
        </CoursesMessage>
      ) : (
        <CourseGrid courses={courses} loading={query.isPending} label={t("training.allCourses")} />
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? t("training.loadingMore") : t("training.loadMore")}
        </Button>
      )}
    </section>
  );
}
