import type { JobDetail } from "@domain/jobs/schemas";
import { Pencil } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { lazyWhenIdle } from "@/lib/idle";

// The form (react-hook-form, the post-job fields, the job's domain schema) loads on the side.
const EditJobForm = lazyWhenIdle(() => import("./edit-job-form").then((m) => ({ default: m.EditJobForm })));

/** Edit Job: the customer's own job, while it is open (no bid accepted, no hire offered). */
export function EditJobDialog({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (job.status !== "open" || job.jobType === "instant") return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t("editJob.buttonFor", { title: job.title })}>
          <Pencil aria-hidden="true" />
          {t("editJob.button")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        {open && (
          <Suspense fallback={<Skeleton className="h-96" />}>
            <EditJobForm job={job} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
