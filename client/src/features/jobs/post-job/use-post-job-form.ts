import type { CreateJobBody } from "@domain/jobs/schemas";
import { useEffect, useState } from "react";
import { type FieldErrors, type UseFormReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { z } from "zod";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { toast } from "@/lib/use-toast";
import { useCreateJob } from "../api";
import { useJobPhotos } from "./use-job-photos";
import { firstError, nextTab, previousTab, TAB_FIELDS, type WizardTab } from "./wizard";

// The schema (and zod) load when the browser is idle or on the first validation.
const createJobBodyResolver = lazyZodResolver(() =>
  import("@domain/jobs/schemas").then((m) => m.CreateJobBody),
);

export type JobFormValues = z.input<typeof CreateJobBody>;
type JobFormOutput = z.output<typeof CreateJobBody>;
export type JobForm = UseFormReturn<JobFormValues, unknown, JobFormOutput>;

/** The Post a Job wizard: one form over three tabs, checked with the domain's CreateJobBody. */
export function usePostJobForm(invitedProfessionalId: string | undefined) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const createJob = useCreateJob();
  const [tab, setTab] = useState<WizardTab>("description");
  const [focusField, setFocusField] = useState<keyof JobFormValues | null>(null);
  const form = useForm<JobFormValues, unknown, JobFormOutput>({
    resolver: createJobBodyResolver,
    // The wizard focuses the first wrong field itself, once that field's tab is showing.
    shouldFocusError: false,
    defaultValues: {
      title: "",
      description: "",
      skillCategory: "",
      location: "",
      jobType: "hourly",
      budget: 0,
      urgency: "moderate",
      mediaUrls: [],
      aiSummary: "",
      invitedProfessionalId,
    },
  });

  const photos = useJobPhotos(form);

  // A field shown wrong (by Next Step or Post Job) is checked again as it changes, so its message
  // goes as soon as it is right, not at the next step.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // Focus the field with the error once its tab is showing.
  useEffect(() => {
    if (!focusField) return;
    form.setFocus(focusField);
    setFocusField(null);
  }, [focusField, form]);

  const goNext = async () => {
    if (await form.trigger([...TAB_FIELDS[tab]], { shouldFocus: true })) setTab(nextTab(tab));
  };

  const onInvalid = (errors: FieldErrors<JobFormValues>) => {
    const first = firstError(errors);
    if (!first) return;
    setTab(first.tab);
    setFocusField(first.field);
  };

  const submit = form.handleSubmit(({ aiSummary, ...body }) => {
    // Posting waits for the photos: a job without the ones still on their way would be incomplete.
    if (photos.busy || photos.failed) {
      setTab("review");
      toast({
        title: t(photos.busy ? "jobPhotos.waitTitle" : "jobPhotos.failedTitle"),
        description: t(photos.busy ? "jobPhotos.waitDescription" : "jobPhotos.failedDescription"),
        variant: "destructive",
      });
      return;
    }
    createJob.mutate(
      { ...body, aiSummary: aiSummary || undefined },
      {
        onSuccess: () => {
          toast({
            title: t("postJob.successTitle"),
            description: t("postJob.successDescription"),
            variant: "success",
          });
          navigate("/jobs");
        },
        onError: () =>
          toast({
            title: t("postJob.errorTitle"),
            description: t("postJob.errorDescription"),
            variant: "destructive",
          }),
      },
    );
  }, onInvalid);

  return {
    form,
    tab,
    setTab,
    goNext,
    goBack: () => setTab(previousTab(tab)),
    submit,
    isPosting: createJob.isPending,
    photos,
  };
}
