import { normalizePhoneCode } from "@domain/auth/phone-code-rules";
import type { CurrentUser } from "@domain/auth/user";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "@/components/form-alert";
import { FormField } from "@/components/form-field";
import { PhoneCodeField } from "@/components/phone-code-field";
import { PhoneNumberForm } from "@/components/phone-number-form";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api";
import { errorField } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";
import { usePhoneCode } from "@/lib/use-phone-code";
import { welcomeAndGoHome } from "./auth-toasts";

const MIN_LENGTH = 8;

/**
 * A forgotten password, reset through the phone proven on the account: the number, then the code
 * it received and the new password. Every other device is signed out; this one is signed in.
 */
export function ResetPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const step = usePhoneCode("reset", t("phoneCode.invalidPhone"));
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ code?: string; password?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    setErrors({});
    await step.send();
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    const digits = normalizePhoneCode(code);
    const found = {
      code: digits ? undefined : t("phoneCode.invalidCode"),
      password: password.length >= MIN_LENGTH ? undefined : t("validation.password.too_small"),
    };
    setErrors(found);
    if (found.code || found.password) return;
    setSaving(true);
    try {
      await api.post<CurrentUser>("/api/auth/password/reset", {
        phone: step.sentTo,
        code: digits,
        newPassword: password,
      });
      welcomeAndGoHome(t("phoneCode.resetDoneTitle"), t("phoneCode.resetDoneDescription"));
    } catch (error) {
      const text = errorText(error);
      const field = errorField(error);
      setErrors(
        field === "code"
          ? { code: text ?? t("phoneCode.invalidCode") }
          : field === "newPassword"
            ? { password: text ?? t("validation.password.too_small") }
            : { form: text ?? t("phoneCode.resetFailed") },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1 text-center">
        <h2 className="font-semibold text-lg">{t("phoneCode.resetTitle")}</h2>
        <p className="text-muted-foreground text-sm">{t("phoneCode.resetHint")}</p>
      </div>
      {step.sentTo ? (
        <form onSubmit={reset} noValidate className="grid gap-4">
          <PhoneCodeField
            id="reset-code"
            value={code}
            onChange={setCode}
            error={errors.code}
            sentTo={step.sentTo}
            resendAt={step.resendAt}
            onResend={() => void sendCode()}
            resending={step.sending}
            onChangeNumber={step.back}
          />
          <FormField
            id="reset-password"
            type="password"
            autoComplete="new-password"
            label={t("phoneCode.newPassword")}
            hint={t("login.passwordHint")}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          {(errors.form || step.phoneError) && (
            <FormAlert title={t("phoneCode.resetFailed")} description={errors.form ?? step.phoneError} />
          )}
          <Button type="submit" size="lg" disabled={saving} className="w-full">
            {saving ? t("phoneCode.saving") : t("phoneCode.resetSubmit")}
          </Button>
        </form>
      ) : (
        <PhoneNumberForm id="reset-phone" step={step} onSubmit={sendCode} />
      )}
      <Button type="button" variant="link" onClick={onBack}>
        {t("phoneCode.backToSignIn")}
      </Button>
    </div>
  );
}
