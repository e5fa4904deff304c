import { PAYMENT_TYPES, URGENCIES } from "@domain/jobs";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Field, noteId } from "./field";
import { useJobFieldError } from "./use-job-field-error";
import type { JobForm } from "./use-post-job-form";

/** Tab 2: how it is paid (the job-type dropdown sets paymentType), the budget, how urgent. */
export function JobTypeStep({ form }: { form: JobForm }) {
  const { t } = useTranslation();
  const id = useId();
  const fieldError = useJobFieldError();
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const jobType = useWatch({ control, name: "jobType" }) ?? "hourly";
  const budgetError = fieldError("budget", errors.budget);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={`${id}-type`} label={t("postJob.jobType")} hint={t(`postJob.jobTypeHint.${jobType}`)}>
        <Controller
          control={control}
          name="jobType"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id={`${id}-type`} ref={field.ref} aria-describedby={noteId(`${id}-type`)}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {PAYMENT_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {t(`jobs.paymentType.${type}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      {jobType !== "contact" && (
        <Field
          id={`${id}-budget`}
          label={jobType === "hourly" ? t("postJob.budgetHourly") : t("postJob.budgetFixed")}
          error={budgetError}
          hint={t("postJob.budgetHint")}
        >
          <Input
            id={`${id}-budget`}
            type="number"
            inputMode="decimal"
            min="0"
            step="1"
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
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id={`${id}-urgency`} ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {URGENCIES.map((urgency) => (
                  <SelectItem key={urgency} value={urgency}>
                    {t(`jobs.urgency.${urgency}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
    </div>
  );
}
