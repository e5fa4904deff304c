import { localizeAiSummary } from "@domain/jobs/rules";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/lib/i18n";

type JobDescriptionProps = {
  description: string;
  aiSummary: string | null;
  descriptionHeading: string;
  aiSummaryHeading: string;
};

/** A job's description and, when it has one, its AI summary: shared by the job and bid dialogs. */
export function JobDescription({
  description,
  aiSummary,
  descriptionHeading,
  aiSummaryHeading,
}: JobDescriptionProps) {
  useTranslation(); // follows the language switch
  return (
    <>
      <section className="grid gap-1.5">
        <h3 className="font-semibold">{descriptionHeading}</h3>
        <p className="whitespace-pre-line text-sm leading-relaxed">{description}</p>
      </section>
      {aiSummary && (
        <section className="grid gap-1.5 rounded-lg border border-brand-blue/30 bg-brand-blue/5 p-4">
          <h3 className="flex items-center gap-2 font-semibold text-brand-blue text-sm">
            <Sparkles className="size-4" aria-hidden="true" />
            {aiSummaryHeading}
          </h3>
          <p className="text-sm leading-relaxed">{localizeAiSummary(aiSummary, currentLanguage())}</p>
        </section>
      )}
    </>
  );
}
