import type { Job } from "@domain/jobs/schemas";
import { MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { UrgencyBadge } from "@/components/job-badges";
import { JobDescription } from "@/components/job-description";
import { budgetText } from "@/lib/budget-text";
import { categoryLabel } from "@/lib/category-label";
import { currentLanguage } from "@/lib/i18n";
import { placeName } from "@/lib/place-name";
import { Fact } from "./fact";

/** Job Details tab: category, payment type, budget, urgency, description, AI summary, place. */
export function BidJobDetails({ job }: { job: Job }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-4 text-sm">
        <Fact label={t("bidDialog.category")}>{categoryLabel(t, job.skillCategory)}</Fact>
        <Fact label={t("bidDialog.paymentType")}>{t(`jobs.paymentType.${job.paymentType}`)}</Fact>
        <Fact label={t("bidDialog.budget")}>{budgetText(t, job, currentLanguage(), false)}</Fact>
        <Fact label={t("bidDialog.urgency")}>
          <UrgencyBadge urgency={job.urgency} />
        </Fact>
        <Fact label={t("bidDialog.location")} className="col-span-2">
          <span className="flex items-start gap-1">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {placeName(job.location)}
          </span>
        </Fact>
      </dl>
      <JobDescription
        description={job.description}
        aiSummary={job.aiSummary}
        descriptionHeading={t("bidDialog.description")}
        aiSummaryHeading={t("bidDialog.aiSummary")}
      />
    </div>
  );
}
