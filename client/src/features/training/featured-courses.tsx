import { FEATURED_COURSES_COUNT } from "@domain/training/rules";
import { useTranslation } from "react-i18next";
import { useFeaturedPrograms } from "./api";
import { CourseGrid, CoursesMessage, RetryButton } from "./course-grid";

/** Featured Training Courses: the courses most people are taking now. */
export function FeaturedCourses() {
  const { t } = useTranslation();
  const query = useFeaturedPrograms();
  return (
    <section aria-labelledby="training-featured" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="training-featured" className="font-bold text-xl tracking-tight sm:text-2xl">
          {t("training.featuredTitle")}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">{t("training.featuredSubtitle")}</p>
      </div>
      {query.isError ? (
        <CoursesMessage kind="error">
          <RetryButton onRetry={() => query.refetch()} />
        </CoursesMessage>
      ) : (
        <CourseGrid
          courses={query.data?.items ?? []}
          loading={query.isPending}
          skeletons={FEATURED_COURSES_COUNT}
          label={t("training.featuredTitle")}
        />
      )}
    </section>
  );
}
