import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { passwordRuleMessage } from "@/lib/password-rule-message";
import type en from "@/locales/en.json";

type ValidatedField = keyof typeof en.validation;

/**
 * The message of a form error in the active language: the schema in domain/ speaks English, so the
 * issue code picks a translation and the schema's own message is the fallback.
 */
export function useFieldError() {
  const { t } = useTranslation();
  return (field: ValidatedField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const messages: Record<string, string | undefined> = t(`validation.${field}`, { returnObjects: true });
    return passwordRuleMessage(t, error.message) ?? messages[error.type] ?? error.message;
  };
}
