import { TRAINING_CATEGORIES } from "@domain/training/catalogue";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useCategories } from "./api";
import { CategoryIcon } from "./category-icon";
import { useTrainingFormat } from "./format";

/** Training Categories: the six occupations with their number of courses; a click filters by one. */
export function TrainingCategories({
  selected,
  onSelect,
}: {
  selected: string;
  onSelect: (category: string) => void;
}) {
  const { t } = useTranslation();
  const format = useTrainingFormat();
  const query = useCategories();
  const counts = new Map(query.data?.map((row) => [row.category, row.count]));
  return (
    <section aria-labelledby="training-categories" className="grid gap-4">
      <div>
        <h2 id="training-categories" className="font-bold text-xl tracking-tight sm:text-2xl">
          {t("training.categoriesTitle")}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">{t("training.categoriesSubtitle")}</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {TRAINING_CATEGORIES.map((category) => {
          const active = selected === category;
          const count = counts.get(category);
          return (
            <li key={category}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(active ? "" : category)}
                className={cn(
                  "flex h-full w-full flex-col items-center gap-2 rounded-xl border bg-card p-3 text-center transition-colors hover:border-primary/40 hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  active && "border-primary bg-primary/5 ring-1 ring-primary",
                )}
              >
                <CategoryIcon category={category} className="size-10" />
                <span className="font-medium text-sm leading-tight">
                  {format.label("occupation", category)}
                </span>
                {count === undefined ? (
                  <Skeleton className="h-3 w-14" />
                ) : (
                  <span className="text-muted-foreground text-xs">
                    {t("training.courseCount", { count, value: format.number(count) })}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
