import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { CourseResults } from "./course-results";
import { FeaturedCourses } from "./featured-courses";
import { FilterBar } from "./filter-bar";
import { activeFilters, type Filters, readFilters, withFilters } from "./filters";
import { TrainingCategories } from "./training-categories";
import { WhyChoose } from "./why-choose";

/**
 * /training: search and the seven filters (kept in the URL), Training Categories, the course list,
 * Featured Training Courses (while nothing is filtered) and Why Choose.
 */
export function TrainingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const filtered = activeFilters(filters).length > 0;
  const update = (changes: Partial<Filters>) => setParams((previous) => withFilters(previous, changes));
  const pickCategory = (occupation: string) => {
    update({ occupation });
    document.getElementById("courses")?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-8 px-4 py-8">
      <div className="grid grid-cols-1 gap-4">
        <div>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("training.title")}</h1>
          <p className="mt-1 text-muted-foreground">{t("training.subtitle")}</p>
        </div>
        <FilterBar filters={filters} onChange={update} />
      </div>
      <TrainingCategories selected={filters.occupation} onSelect={pickCategory} />
      {!filtered && <FeaturedCourses />}
      <CourseResults filters={filters} onChange={update} />
      <WhyChoose />
    </div>
  );
}
