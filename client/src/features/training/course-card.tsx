import type { Program } from "@domain/training/schemas";
import { Clock, MapPin, Star, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { CourseImage } from "./course-image";
import { EnrollButton } from "./enroll-button";
import { useTrainingFormat } from "./format";

/** A course in a grid: what, who, where, how long, how good, how much, and Enroll. */
export function CourseCard({ course }: { course: Program }) {
  const { t } = useTranslation();
  const format = useTrainingFormat();
  return (
    <article
      aria-label={course.title}
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-colors hover:border-primary/40"
    >
      <CourseImage imageUrl={course.imageUrl} category={course.category} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug">
            <Link
              href={`/training/${course.id}`}
              className="rounded-sm hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {course.title}
            </Link>
          </h3>
          <p className="mt-0.5 truncate text-muted-foreground text-sm">{course.provider}</p>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label={t("training.detail.details")}>
          <li>
            <Badge variant="secondary">{format.label("level", course.level)}</Badge>
          </li>
          <li>
            <Badge variant="outline">{format.label("deliveryMode", course.deliveryMode)}</Badge>
          </li>
          <li>
            <Badge variant="brand">{format.label("occupation", course.category)}</Badge>
          </li>
        </ul>
        <ul className="grid gap-1.5 text-muted-foreground text-sm">
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t("training.detail.location")}:</span>
            <span className="truncate">{format.place(course.district, course.province)}</span>
          </li>
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t("training.detail.duration")}:</span>
            {format.duration(course.duration)}
          </li>
          <li className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="flex items-center gap-1.5">
              <Users className="size-4 shrink-0" aria-hidden="true" />
              {format.students(course.students)}
            </span>
            <CourseRating rating={course.rating} reviews={course.reviewCount} />
          </li>
        </ul>
        <div className="mt-auto flex items-center justify-between gap-3 border-t pt-3">
          <CoursePrice price={course.price} originalPrice={course.originalPrice} />
          <EnrollButton course={course} className="shrink-0" />
        </div>
      </div>
    </article>
  );
}

/** "★ 4.6 (175 reviews)", or "New" before any. */
export function CourseRating({ rating, reviews }: { rating: number; reviews: number }) {
  const { t } = useTranslation();
  const format = useTrainingFormat();
  if (rating <= 0) return <span>{t("training.noRating")}</span>;
  const value = format.rating(rating);
  return (
    <span className="flex items-center gap-1">
      <Star className="size-4 fill-warning text-warning" aria-hidden="true" />
      <span aria-hidden="true" className="font-semibold text-foreground">
        {value}
      </span>
      <span className="sr-only">{t("training.rating", { rating: value })}</span>
      <span>({t("training.reviews", { count: reviews, value: format.number(reviews) })})</span>
    </span>
  );
}

/** "Free", or the price with the original struck through when discounted. */
export function CoursePrice({
  price,
  originalPrice,
  className,
}: {
  price: number;
  originalPrice: number | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useTrainingFormat();
  return (
    <p className={className}>
      <span className={price > 0 ? "font-bold text-lg" : "font-bold text-lg text-success"}>
        {format.price(price)}
      </span>
      {originalPrice !== null && originalPrice > price && (
        <>
          {" "}
          <s className="text-muted-foreground text-sm" aria-hidden="true">
            {format.money(originalPrice)}
          </s>
          <span className="sr-only">{t("training.wasPrice", { amount: format.money(originalPrice) })}</span>
        </>
      )}
    </p>
  );
}

export function CourseCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <div className="grid gap-2">
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-3 w-1/2" />
        </div>
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="h-3 w-1/3" />
        <div className="mt-2 flex items-center justify-between border-t pt-3">
          <Skeleton className="h-6 w-20" />
          <Skeleton className="h-9 w-20" />
        </div>
      </div>
    </div>
  );
}
