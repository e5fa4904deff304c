import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { passwordRuleMessage } from "@/lib/password-rule-message";
import type en from "@/locales/en.json";

type ProfileField = keyof typeof en.profile.validation;

/** A form error in the active language, picked by field and issue code; the schema's English otherwise. */
export function useProfileFieldError() {
  const { t } = useTranslation();
  return (field: ProfileField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const messages: Record<string, string | undefined> = t(`profile.validation.${field}`, {
      returnObjects: true,
    });
    return passwordRuleMessage(t, error.message) ?? messages[error.type] ?? error.message;
  };
}
