import { Sparkles } from "lucide-react";

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
          <p className="text-sm leading-relaxed">{aiSummary}</p>
        </section>
      )}
    </>
  );
}
