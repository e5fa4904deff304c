import { uuidOrUndefined } from "@domain/ids";
import { ClipboardList, UserRoundCheck } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { lazyWhenIdle } from "@/lib/idle";
import { useBookedProfessional } from "./api";

// The wizard (react-hook-form, the steps, photo upload) loads on the side, behind a skeleton.
const PostJobWizard = lazyWhenIdle(() =>
  import("./post-job/post-job-wizard").then((m) => ({ default: m.PostJobWizard })),
);

/** /post-job: the three-tab wizard (SPEC §2); ?professionalId= (Book Now) addresses the job to them. */
export function PostJobPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const booked = uuidOrUndefined(params.get("professionalId"));
  const bookedPro = useBookedProfessional(booked ?? null);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="flex items-center gap-3 font-bold text-2xl tracking-tight sm:text-3xl">
        <ClipboardList className="size-7 text-primary" aria-hidden="true" />
        {t("postJob.pageTitle")}
      </h1>
      <p className="mt-1 text-muted-foreground">{t("postJob.pageSubtitle")}</p>
      {booked && (
        <p className="mt-4 flex gap-2 rounded-lg border border-brand-blue/30 bg-brand-blue/5 p-3 text-sm">
          <UserRoundCheck className="mt-0.5 size-4 shrink-0 text-brand-blue" aria-hidden="true" />
          {bookedPro ? t("postJob.bookingNamed", { name: bookedPro }) : t("postJob.booking")}
        </p>
      )}

      <Suspense fallback={<WizardSkeleton />}>
        <PostJobWizard booked={booked} />
      </Suspense>
    </div>
  );
}

function WizardSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="mt-6 grid gap-4 p-4 sm:p-6">
      <span className="sr-only" role="status">
        {t("app.loading")}
      </span>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-10 w-full" />
    </Card>
  );
}
