import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PhoneCodeStep } from "@/lib/use-phone-code";
import { FormField } from "./form-field";
import { Button } from "./ui/button";

/** The first step of a code form: the mobile number, and the button that sends it a code. */
export function PhoneNumberForm({
  id,
  step,
  onSubmit,
  hint,
}: {
  id: string;
  step: PhoneCodeStep;
  onSubmit: (event: FormEvent) => void;
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        label={t("phoneCode.phone")}
        placeholder={t("phoneCode.phonePlaceholder")}
        hint={hint}
        value={step.phone}
        onChange={(event) => step.setPhone(event.target.value)}
        error={step.phoneError}
      />
      <Button type="submit" size="lg" disabled={step.sending} className="w-full">
        {step.sending ? t("phoneCode.sending") : t("phoneCode.send")}
      </Button>
    </form>
  );
}
