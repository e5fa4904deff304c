import { ArrowLeft, ArrowRight, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { localDigits } from "@/lib/local-digits";
import { DescriptionStep } from "./description-step";
import { JobTypeStep } from "./job-type-step";
import { ReviewStep } from "./review-step";
import { usePostJobForm } from "./use-post-job-form";
import { WIZARD_TABS, type WizardTab } from "./wizard";

/** The three-tab form of /post-job (loaded on its own: react-hook-form and the steps). */
export function PostJobWizard({ booked }: { booked: string | undefined }) {
  const { t } = useTranslation();
  const { form, tab, setTab, goNext, goBack, submit, isPosting, photos } = usePostJobForm(booked);
  return (
    <Card className="mt-6 p-4 sm:p-6">
      <form onSubmit={submit} noValidate>
        <Tabs value={tab} onValueChange={(value) => setTab(value as WizardTab)}>
          <TabsList className="grid w-full grid-cols-3">
            {WIZARD_TABS.map((name, index) => (
              <TabsTrigger key={name} value={name} className="px-1 text-xs sm:text-sm">
                <span className="hidden size-5 items-center justify-center rounded-full bg-muted-foreground/15 text-xs sm:flex">
                  {localDigits(index + 1)}
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
  );
}
