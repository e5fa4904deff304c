import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { budgetText } from "@/lib/budget-text";
import { categoryLabel } from "@/lib/category-label";
import { currentLanguage } from "@/lib/i18n";
import { PhotosField } from "./photos-field";
import type { JobPhotos } from "./use-job-photos";
import type { JobForm } from "./use-post-job-form";

/** Tab 3: photos to add, and the job as professionals will see it, before posting. */
export function ReviewStep({ form, photos }: { form: JobForm; photos: JobPhotos }) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control });
  const locale = currentLanguage();
  const paymentType = values.jobType ?? "hourly";
  const budget = Number.isFinite(values.budget) ? String(values.budget ?? 0) : null;
  const missing = t("postJob.notFilled");

  return (
    <div className="grid gap-6">
      <PhotosField photos={photos} />
      <dl className="grid gap-4 rounded-lg border p-4 text-sm sm:grid-cols-2">
        <Item label={t("postJob.title")} wide>
          {values.title?.trim() || missing}
        </Item>
        <Item label={t("postJob.category")}>
          {values.skillCategory ? categoryLabel(t, values.skillCategory) : missing}
        </Item>
        <Item label={t("postJob.location")}>{values.location?.trim() || missing}</Item>
        <Item label={t("postJob.jobType")}>{t(`jobs.paymentType.${paymentType}`)}</Item>
        <Item label={t("jobDialog.budget")}>{budgetText(t, { paymentType, budget }, locale, false)}</Item>
        <Item label={t("postJob.urgency")}>{t(`jobs.urgency.${values.urgency ?? "moderate"}`)}</Item>
        <Item label={t("postJob.description")} wide>
          <span className="whitespace-pre-line">{values.description?.trim() || missing}</span>
        </Item>
        {values.aiSummary?.trim() && (
          <Item label={t("postJob.aiSummary")} wide>
            {values.aiSummary}
          </Item>
        )}
      </dl>
    </div>
  );
}

function Item({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="mt-0.5 break-words font-medium">{children}</dd>
    </div>
  );
}
