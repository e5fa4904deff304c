import { REVIEW_COMMENT_MAX_LENGTH } from "@domain/reviews/rules";
import type { CreateReviewBody } from "@domain/reviews/schemas";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "@/lib/error-text";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { toast } from "@/lib/use-toast";
import { useReviewJob } from "./api";
import { StarInput } from "./star-input";

// The schema (and zod) load when the browser is idle or on the first validation.
const createReviewBodyResolver = lazyZodResolver(() =>
  import("@domain/reviews/schemas").then((m) => m.CreateReviewBody),
);

type ReviewValues = z.input<typeof CreateReviewBody>;

/** The customer rates the hired professional of a completed job: 1-5 stars and a comment. */
export function ReviewForm({ jobId, professionalName }: { jobId: string; professionalName: string }) {
  const { t } = useTranslation();
  const id = useId();
  const review = useReviewJob();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewValues, unknown, z.output<typeof CreateReviewBody>>({
    resolver: createReviewBodyResolver,
    defaultValues: { comment: "" },
  });

  // Not mutate()'s callbacks: React Query skips them once this form has unmounted, and it does
  // as soon as the refreshed job carries the review (its summary replaces the form), losing the toast.
  const onSubmit = handleSubmit((body) =>
    review.mutateAsync({ jobId, body: { rating: body.rating, comment: body.comment ?? undefined } }).then(
      () =>
        toast({
          title: t("reviews.successTitle"),
          description: t("reviews.successDescription"),
          variant: "success",
        }),
      (error: Error) =>
        toast({
          title: t("reviews.errorTitle"),
          description: errorText(error) ?? t("reviews.errorDescription"),
          variant: "destructive",
        }),
    ),
  );

  const commentError = errors.comment && t("reviews.commentTooLong", { max: REVIEW_COMMENT_MAX_LENGTH });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarInput
            legend={t("reviews.ratingLabel", { name: professionalName })}
            value={field.value}
            onChange={field.onChange}
            error={errors.rating && t("reviews.ratingRequired")}
          />
        )}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-comment`}>{t("reviews.commentLabel")}</Label>
        <Textarea
          id={`${id}-comment`}
          rows={3}
          placeholder={t("reviews.commentPlaceholder")}
          aria-invalid={commentError ? true : undefined}
          {...register("comment")}
        />
        {commentError && <p className="text-destructive text-sm">{commentError}</p>}
      </div>
      <Button type="submit" disabled={review.isPending} className="w-full sm:w-auto sm:justify-self-end">
        {review.isPending ? t("reviews.submitting") : t("reviews.submit")}
      </Button>
    </form>
  );
}
