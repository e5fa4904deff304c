import type { Job } from "@domain/jobs";
import { MapPin, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { budgetText, categoryLabel } from "@/features/jobs/format";
import { UrgencyBadge } from "@/features/jobs/job-badges";
import { currentLanguage } from "@/lib/i18n";
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
            {job.location}
          </span>
        </Fact>
      </dl>
      <section className="grid gap-1.5">
        <h3 className="font-semibold">{t("bidDialog.description")}</h3>
        <p className="whitespace-pre-line text-sm leading-relaxed">{job.description}</p>
      </section>
      {job.aiSummary && (
        <section className="grid gap-1.5 rounded-lg border border-brand-blue/30 bg-brand-blue/5 p-4">
          <h3 className="flex items-center gap-2 font-semibold text-brand-blue text-sm">
            <Sparkles className="size-4" aria-hidden="true" />
            {t("bidDialog.aiSummary")}
          </h3>
          <p className="text-sm leading-relaxed">{job.aiSummary}</p>
        </section>
      )}
    </div>
  );
}
