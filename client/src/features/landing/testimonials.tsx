import { toDevanagariDigits } from "@domain/money";
import type { ReviewHighlight } from "@domain/reviews/schemas";
import { Quote, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "@/components/section-heading";
import { Skeleton } from "@/components/ui/skeleton";
import { categoryLabel } from "@/lib/category-label";
import { currentLanguage } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useReviewHighlights } from "./api";

/** Real reviews from the database; nothing at all when there are none (never made-up quotes). */
export function Testimonials() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useReviewHighlights();
  if (isError || (!isPending && data.length === 0)) return null;
  return (
    <section
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-6xl px-4 py-16"
      aria-busy={isPending}
    >
      <SectionHeading
        id="testimonials-title"
        title={t("landing.testimonialsTitle")}
        subtitle={t("landing.testimonialsSubtitle")}
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {isPending
          ? [0, 1, 2].map((slot) => (
              <li key={slot} className="grid gap-3 rounded-xl border bg-card p-6">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-4 w-40" />
              </li>
            ))
          : data.map((review) => <TestimonialCard key={review.id} review={review} />)}
      </ul>
    </section>
  );
}

function TestimonialCard({ review }: { review: ReviewHighlight }) {
  const { t } = useTranslation();
  const rating =
    currentLanguage() === "ne" ? toDevanagariDigits(String(review.rating)) : String(review.rating);
  return (
    <li className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
      <figure className="flex flex-1 flex-col">
        <div className="flex items-center justify-between">
          <p className="flex gap-0.5" role="img" aria-label={t("landing.rating", { rating })}>
            {[1, 2, 3, 4, 5].map((star) => (
              <Star
                key={star}
                aria-hidden="true"
                className={cn(
                  "size-4",
                  star <= Math.round(review.rating)
                    ? "fill-warning text-warning"
                    : "text-muted-foreground/30",
                )}
              />
            ))}
          </p>
          <Quote className="size-6 text-primary/20" aria-hidden="true" />
        </div>
        <blockquote className="mt-4 flex-1 leading-relaxed">{review.comment}</blockquote>
        <figcaption className="mt-5 border-t pt-4 text-sm">
          <span className="block font-semibold">{review.customerName}</span>
          {review.customerLocation && (
            <span className="text-muted-foreground">{review.customerLocation}</span>
          )}
          <span className="mt-1 block text-muted-foreground text-xs">
            {t("landing.hired", { name: review.professionalName, skill: categoryLabel(t, review.skill) })}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
