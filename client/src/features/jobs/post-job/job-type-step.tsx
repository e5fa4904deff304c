import { PAYMENT_TYPES, URGENCIES } from "@domain/jobs/rules";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AmountInput } from "@/components/amount-input";
import { Field, noteId } from "@/components/field";
import { LazySelect } from "@/components/lazy-select";
import { PriceEstimate } from "@/components/price-estimate";
import { priceCap } from "@/lib/price-cap";
import { useJobFieldError } from "./use-job-field-error";
import type { JobForm } from "./use-post-job-form";

/**
 * Tab 2: how it is paid (the job-type dropdown sets paymentType), the budget, how urgent. Editing a
 * posted job keeps how it is paid (`paymentTypeLocked`): the dropdown is left out.
 */
export function JobTypeStep({
  form,
  paymentTypeLocked = false,
}: {
  form: JobForm;
  paymentTypeLocked?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fieldError = useJobFieldError();
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const jobType = useWatch({ control, name: "jobType" }) ?? "hourly";
  const skillCategory = useWatch({ control, name: "skillCategory" }) ?? "";
  const location = useWatch({ control, name: "location" }) ?? "";
  // A budget can become the agreed price, so it has the category's cap (the schema's custom issue).
  const cap = priceCap(t, skillCategory);
  const budgetError =
    errors.budget?.type === "custom"
      ? (cap.check(form.getValues("budget") ?? 0) ?? errors.budget.message)
      : fieldError("budget", errors.budget);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {!paymentTypeLocked && (
        <Field id={`${id}-type`} label={t("postJob.jobType")} hint={t(`postJob.jobTypeHint.${jobType}`)}>
          <Controller
            control={control}
            name="jobType"
            render={({ field }) => (
              <LazySelect
                id={`${id}-type`}
                ref={field.ref}
                aria-describedby={noteId(`${id}-type`)}
                value={field.value}
                onValueChange={field.onChange}
                options={PAYMENT_TYPES.map((type) => ({ value: type, label: t(`jobs.paymentType.${type}`) }))}
              />
            )}
          />
        </Field>
      )}
      {/* What such work usually costs, beside the budget it helps to set. */}
      <PriceEstimate skillCategory={skillCategory} location={location} className="sm:col-span-2" />
      {jobType !== "contact" && (
        <Field
          id={`${id}-budget`}
          label={jobType === "hourly" ? t("postJob.budgetHourly") : t("postJob.budgetFixed")}
          error={budgetError}
          hint={`${t("postJob.budgetHint")} ${cap.hint}`}
        >
          <AmountInput
            id={`${id}-budget`}
            aria-invalid={budgetError ? true : undefined}
            aria-describedby={noteId(`${id}-budget`)}
            {...register("budget", { valueAsNumber: true })}
          />
        </Field>
      )}
      <Field id={`${id}-urgency`} label={t("postJob.urgency")}>
        <Controller
          control={control}
          name="urgency"
          render={({ field }) => (
            <LazySelect
              id={`${id}-urgency`}
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              options={URGENCIES.map((urgency) => ({ value: urgency, label: t(`jobs.urgency.${urgency}`) }))}
            />
          )}
        />
      </Field>
    </div>
  );
}
