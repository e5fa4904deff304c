import type { CreateInstantJobBody } from "@domain/instant-help/schemas";
import { canonicalLocation } from "@domain/places";
import { type FieldErrors, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { errorCode, errorField, errorStatus } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { sendToLogin } from "@/lib/use-require-auth";
import { toast } from "@/lib/use-toast";
import { useCreateInstantJob } from "./api";
import { type RequestDraft, saveDraft } from "./request-storage";

// The schema (and zod) load when the browser is idle or on the first validation.
const createInstantJobBodyResolver = lazyZodResolver(() =>
  import("@domain/instant-help/schemas").then((m) => m.CreateInstantJobBody),
);

type Values = z.input<typeof CreateInstantJobBody>;
type Body = z.output<typeof CreateInstantJobBody>;

const FIELDS = ["title", "skillCategory", "location", "description"] as const;
type Field = (typeof FIELDS)[number];
/** Issue codes of a field left empty (SPEC §5: the Missing Information toast). */
const EMPTY = new Set(["too_small", "invalid_type", "invalid_value"]);

type Options = {
  draft: RequestDraft;
  signedIn: boolean;
  onConfirmed: (jobId: string, draft: RequestDraft) => void;
};

/** The request form: checked with the domain schema, sent to POST /api/jobs/instant. */
export function useRequestForm({ draft, signedIn, onConfirmed }: Options) {
  const { t } = useTranslation();
  const create = useCreateInstantJob();
  const form = useForm<Values, unknown, Body>({
    resolver: createInstantJobBodyResolver,
    defaultValues: { title: "", location: "", description: "", ...draft },
  });

  const failed = (error: unknown) => {
    if (errorStatus(error) === 401) {
      sendToLogin(t);
      return;
    }
    // A refusal about one field ("location: Choose a place …") is shown under that field.
    const field = errorField(error);
    if (field && FIELDS.includes(field as Field)) {
      form.setError(
        field as Field,
        {
          type: errorCode(error) === "instant.no_place" ? "noPlace" : "server",
          message: errorText(error) ?? t("instantHelp.createFailed"),
        },
        { shouldFocus: true },
      );
      return;
    }
    toast({
      title: t("instantHelp.createErrorTitle"),
      description: errorText(error) ?? t("instantHelp.createFailed"),
      variant: "destructive",
    });
  };

  const onValid = (body: Body) => {
    const values = form.getValues();
    if (!signedIn) {
      // Kept for the way back from login.
      saveDraft(values);
      sendToLogin(t);
      return;
    }
    // A place picked in Nepali is stored by its English label, which readers see in their language.
    create.mutate(
      { ...body, location: canonicalLocation(body.location) },
      {
        onSuccess: ({ success, jobId }) => {
          if (!success) {
            toast({
              title: t("instantHelp.createErrorTitle"),
              description: t("instantHelp.createRequestFailed"),
              variant: "destructive",
            });
            return;
          }
          saveDraft(null);
          onConfirmed(jobId, values);
        },
        onError: failed,
      },
    );
  };

  const onInvalid = (errors: FieldErrors<Values>) => {
    const missing = FIELDS.some((field) => {
      const type = errors[field]?.type;
      return typeof type === "string" && EMPTY.has(type);
    });
    if (missing)
      toast({
        title: t("instantHelp.missingTitle"),
        description: t("instantHelp.missingDescription"),
        variant: "destructive",
      });
  };

  return { form, submit: form.handleSubmit(onValid, onInvalid), isSending: create.isPending };
}
