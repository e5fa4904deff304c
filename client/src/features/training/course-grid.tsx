import type { Program } from "@domain/training/schemas";
import { AlertCircle, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { CourseCard, CourseCardSkeleton } from "./course-card";

const gridClass = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** Course cards in a responsive grid, with `skeletons` placeholders while loading. */
export function CourseGrid({
  courses,
  loading,
  skeletons = 6,
  label,
}: {
  courses: Program[];
  loading: boolean;
  skeletons?: number;
  label: string;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className={gridClass} aria-busy="true">
        <span className="sr-only" role="status">
          {t("training.loading")}
        </span>
        {Array.from({ length: skeletons }, (_, slot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <CourseCardSkeleton key={slot} />
        ))}
      </div>
    );
  }
  return (
    <ul className={gridClass} aria-label={label}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}

/** The empty and error states of course lists. */
export function CoursesMessage({ kind, children }: { kind: "empty" | "error"; children?: ReactNode }) {
  const { t } = useTranslation();
  const Icon = kind === "empty" ? SearchX : AlertCircle;
  return (
    <div
      role={kind === "error" ? "alert" : undefined}
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border px-4 py-12 text-center",
        kind === "error" ? "border-destructive/40" : "border-dashed",
      )}
    >
      <Icon
        className={cn("size-8", kind === "error" ? "text-destructive" : "text-muted-foreground")}
        aria-hidden="true"
      />
      <p className="font-semibold">
        {kind === "empty" ? t("training.emptyTitle") : t("training.loadFailed")}
      </p>
      {kind === "empty" && <p className="text-muted-foreground text-sm">{t("training.emptyHint")}</p>}
      {children}
    </div>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" onClick={onRetry}>
      {t("training.retry")}
    </Button>
  );
}
