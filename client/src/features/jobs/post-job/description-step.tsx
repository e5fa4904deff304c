import { POST_JOB_CATEGORIES } from "@domain/categories";
import { makeAiSummary } from "@domain/jobs/rules";
import { Sparkles } from "lucide-react";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field, invalidProps } from "@/components/field";
import { LazySelect } from "@/components/lazy-select";
import { PriceEstimate } from "@/components/price-estimate";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { categoryLabel } from "@/lib/category-label";
import { currentLanguage } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { useJobFieldError } from "./use-job-field-error";
import type { JobForm } from "./use-post-job-form";

/**
 * Tab 1: what, which service, where, and the AI summary. Editing a job that has bids keeps its
 * service category (`categoryLocked`, with `categoryNote` saying why).
 */
export function DescriptionStep({
  form,
  categoryLocked = false,
  categoryNote,
}: {
  form: JobForm;
  categoryLocked?: boolean;
  categoryNote?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fieldError = useJobFieldError();
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const [skillCategory, location] = useWatch({ control, name: ["skillCategory", "location"] });

  const generateSummary = () => {
    const { title, description } = getValues();
    if (!description?.trim()) {
      toast({
        title: t("postJob.summaryMissingTitle"),
        description: t("postJob.summaryMissingDescription"),
        variant: "destructive",
      });
      return;
    }
    setValue("aiSummary", makeAiSummary(title ?? "", description, currentLanguage()), {
      shouldDirty: true,
    });
  };

  const errorProps = (name: keyof typeof errors, field: string) =>
    invalidProps(`${id}-${field}`, Boolean(errors[name]));

  return (
    <div className="grid gap-5">
      <Field id={`${id}-title`} label={t("postJob.title")} error={fieldError("title", errors.title)}>
        <Input
          id={`${id}-title`}
          placeholder={t("postJob.titlePlaceholder")}
          {...errorProps("title", "title")}
          {...register("title")}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={`${id}-category`}
          label={t("postJob.category")}
          error={fieldError("skillCategory", errors.skillCategory)}
          hint={categoryNote}
        >
          <Controller
            control={control}
            name="skillCategory"
            render={({ field }) => (
              <LazySelect
                id={`${id}-category`}
                ref={field.ref}
                className="aria-invalid:border-destructive"
                {...errorProps("skillCategory", "category")}
                placeholder={t("postJob.categoryPlaceholder")}
                value={field.value || undefined}
                onValueChange={field.onChange}
                disabled={categoryLocked}
                options={POST_JOB_CATEGORIES.map((category) => ({
                  value: category,
                  label: categoryLabel(t, category),
                }))}
              />
            )}
          />
        </Field>
        <Field
          id={`${id}-location`}
          label={t("postJob.location")}
          error={fieldError("location", errors.location)}
        >
          <Input
            id={`${id}-location`}
            autoComplete="address-level2"
            placeholder={t("postJob.locationPlaceholder")}
            {...errorProps("location", "location")}
            {...register("location")}
          />
        </Field>
      </div>
      <PriceEstimate skillCategory={skillCategory ?? ""} location={location ?? ""} />
      <Field
        id={`${id}-description`}
        label={t("postJob.description")}
        error={fieldError("description", errors.description)}
      >
        <Textarea
          id={`${id}-description`}
          rows={5}
          placeholder={t("postJob.descriptionPlaceholder")}
          {...errorProps("description", "description")}
          {...register("description")}
        />
      </Field>
      <div className="grid gap-3 rounded-lg border border-brand-blue/30 bg-brand-blue/5 p-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="flex items-center gap-2 font-medium text-brand-blue text-sm">
              <Sparkles className="size-4" aria-hidden="true" />
              {t("postJob.aiSummary")}
            </p>
            <p className="text-muted-foreground text-xs">{t("postJob.aiSummaryHint")}</p>
          </div>
          <Button type="button" variant="brand" size="sm" onClick={generateSummary}>
            <Sparkles aria-hidden="true" />
            {t("postJob.generateSummary")}
          </Button>
        </div>
        <Field
          id={`${id}-summary`}
          label={t("postJob.aiSummaryLabel")}
          error={fieldError("aiSummary", errors.aiSummary)}
        >
          <Textarea
            id={`${id}-summary`}
            rows={3}
            {...errorProps("aiSummary", "summary")}
            {...register("aiSummary")}
          />
        </Field>
      </div>
    </div>
  );
}
