import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type en from "@/locales/en.json";

type JobField = keyof typeof en.postJob.errors;

/** A Post a Job field error in the active language, picked by the zod issue code. */
export function useJobFieldError() {
  const { t } = useTranslation();
  return (field: JobField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const messages: Record<string, string | undefined> = t(`postJob.errors.${field}`, {
      returnObjects: true,
    });
    return messages[error.type] ?? error.message;
  };
}
