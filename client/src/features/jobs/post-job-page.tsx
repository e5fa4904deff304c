import { uuidOrUndefined } from "@domain/ids";
import { ArrowLeft, ArrowRight, ClipboardList, Send, UserRoundCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useBookedProfessional } from "./api";
import { DescriptionStep } from "./post-job/description-step";
import { JobTypeStep } from "./post-job/job-type-step";
import { ReviewStep } from "./post-job/review-step";
import { usePostJobForm } from "./post-job/use-post-job-form";
import { WIZARD_TABS, type WizardTab } from "./post-job/wizard";

/** /post-job: the three-tab wizard (SPEC §2); ?professionalId= (Book Now) addresses the job to them. */
export function PostJobPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const booked = uuidOrUndefined(params.get("professionalId"));
  const bookedPro = useBookedProfessional(booked ?? null);
  const { form, tab, setTab, goNext, goBack, submit, isPosting, photos } = usePostJobForm(booked);

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

      <Card className="mt-6 p-4 sm:p-6">
        <form onSubmit={submit} noValidate>
          <Tabs value={tab} onValueChange={(value) => setTab(value as WizardTab)}>
            <TabsList className="grid w-full grid-cols-3">
              {WIZARD_TABS.map((name, index) => (
                <TabsTrigger key={name} value={name} className="px-1 text-xs sm:text-sm">
                  <span className="hidden size-5 items-center justify-center rounded-full bg-muted-foreground/15 text-xs sm:flex">
                    {index + 1}
                  </span>
                  {t(`postJob.tabs.${name}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* Every tab stays mounted, so the form keeps and can focus every field. */}
            <TabsContent value="description" forceMount className="mt-6 data-[state=inactive]:hidden">
              <DescriptionStep form={form} />
            </TabsContent>
            <TabsContent value="jobType" forceMount className="mt-6 data-[state=inactive]:hidden">
              <JobTypeStep form={form} />
            </TabsContent>
            <TabsContent value="review" forceMount className="mt-6 data-[state=inactive]:hidden">
              <ReviewStep form={form} photos={photos} />
            </TabsContent>
          </Tabs>

          <div className="mt-6 flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-between">
            {tab !== "description" ? (
              <Button type="button" variant="outline" onClick={goBack}>
                <ArrowLeft aria-hidden="true" />
                {t("postJob.previous")}
              </Button>
            ) : (
              <span />
            )}
            {tab === "review" ? (
              <Button key="submit" type="submit" disabled={isPosting || photos.busy}>
                <Send aria-hidden="true" />
                {isPosting
                  ? t("postJob.posting")
                  : photos.busy
                    ? t("jobPhotos.uploadingButton")
                    : t("postJob.submit")}
              </Button>
            ) : (
              <Button key="next" type="button" onClick={goNext}>
                {tab === "description" ? t("postJob.nextStep") : t("postJob.review")}
                <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}
