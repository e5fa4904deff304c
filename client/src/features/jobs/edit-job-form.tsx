import type { UpdateJobBody } from "@domain/jobs/edit";
import { CreateJobBody, type CreateJobValues, type JobDetail } from "@domain/jobs/schemas";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { errorField } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { toast } from "@/lib/use-toast";
import { useEditJob } from "./api";
import { DescriptionStep } from "./post-job/description-step";
import { JobTypeStep } from "./post-job/job-type-step";
import type { JobFormValues } from "./post-job/use-post-job-form";

const resolver = lazyZodResolver(async () => CreateJobBody);

/** The job's values as the post-job fields hold them. */
const valuesOf = (job: JobDetail): JobFormValues => ({
  title: job.title,
  description: job.description,
  skillCategory: job.skillCategory,
  location: job.location,
  jobType: job.paymentType,
  budget: job.budget ? Number(job.budget) : 0,
  urgency: job.urgency,
  mediaUrls: job.mediaUrls,
  aiSummary: job.aiSummary ?? "",
});

const FIELDS = [
  "title",
  "description",
  "skillCategory",
  "location",
  "budget",
  "urgency",
  "aiSummary",
] as const;

/** Edits the customer's open job with the post-job fields, checked as posting checks them; only what changed is sent. */
export function EditJobForm({ job, onDone }: { job: JobDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const edit = useEditJob();
  const initial = valuesOf(job);
  const form = useForm<JobFormValues, unknown, CreateJobValues>({
    resolver,
    defaultValues: initial,
  });
  const categoryLocked = job.bidCount > 0;

  const submit = form.handleSubmit((values) => {
    const body: UpdateJobBody = {};
    for (const field of FIELDS) {
      if (values[field] === initial[field]) continue;
      if (field === "aiSummary") body.aiSummary = values.aiSummary || null;
      else Object.assign(body, { [field]: values[field] });
    }
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    // Not mutate()'s callbacks: React Query skips them once this form has unmounted.
    void edit.mutateAsync({ jobId: job.id, body }).then(
      () => {
        toast({
          title: t("editJob.doneTitle"),
          description: t("editJob.doneDescription"),
          variant: "success",
        });
        onDone();
      },
      (failure: Error) => {
        const field = errorField(failure);
        const message = errorText(failure) ?? t("editJob.failed");
        if (field && (FIELDS as readonly string[]).includes(field)) {
          form.setError(field as (typeof FIELDS)[number], { type: "server", message }, { shouldFocus: true });
        } else {
          toast({ title: t("jobs.actions.errorTitle"), description: message, variant: "destructive" });
        }
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{t("editJob.title")}</DialogTitle>
        <DialogDescription>{t("editJob.description")}</DialogDescription>
      </DialogHeader>
      <DescriptionStep
        form={form}
        categoryLocked={categoryLocked}
        categoryNote={categoryLocked ? t("editJob.categoryLocked") : undefined}
      />
      <JobTypeStep form={form} paymentTypeLocked />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("jobs.confirm.back")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? t("editJob.saving") : t("editJob.save")}
        </Button>
      </div>
    </form>
  );
}
