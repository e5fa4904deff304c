import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type en from "@/locales/en.json";

type RequestField = keyof typeof en.instantHelp.errors;

/** A request form error in the active language, picked by the zod issue code; else the message as sent. */
export function useRequestFieldError() {
  const { t } = useTranslation();
  return (field: RequestField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const messages: Record<string, string | undefined> = t(`instantHelp.errors.${field}`, {
      returnObjects: true,
    });
    return messages[error.type] ?? error.message;
  };
}
