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
import { errorCode, errorField } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";
import { usePhoneCode } from "@/lib/use-phone-code";
import { welcomeAndGoHome } from "./auth-toasts";

type Name = { firstName: string; lastName: string };

/**
 * Sign in with a code sent by SMS (how people in Nepal sign in to Daraz, Pathao, eSewa): the
 * number, then the code; a number with no account yet asks for the name once the code is good,
 * and becomes a customer account.
 */
export function PhoneSignInForm({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const step = usePhoneCode("sign-in", t("phoneCode.invalidPhone"));
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const [name, setName] = useState<Name | null>(null);
  const [nameErrors, setNameErrors] = useState<Partial<Name>>({});
  const [failure, setFailure] = useState<string>();
  const [checking, setChecking] = useState(false);

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    setFailure(undefined);
    if (await step.send()) {
      setCode("");
      setCodeError(undefined);
    }
  };

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const digits = normalizePhoneCode(code);
    if (!digits) return setCodeError(t("phoneCode.invalidCode"));
    const missing = name && {
      firstName: name.firstName.trim() ? undefined : t("validation.firstName.too_small"),
      lastName: name.lastName.trim() ? undefined : t("validation.lastName.too_small"),
    };
    if (missing && (missing.firstName || missing.lastName)) return setNameErrors(missing);
    setCodeError(undefined);
    setNameErrors({});
    setChecking(true);
    try {
      await api.post<CurrentUser>("/api/auth/otp/verify", {
        phone: step.sentTo,
        code: digits,
        ...(name ?? {}),
      });
      // A new number's account was made if the name was asked for; else this is someone coming back.
      welcomeAndGoHome(
        name ? t("login.signupSuccessTitle") : t("login.successTitle"),
        name ? t("login.signupSuccessDescription") : t("login.successDescription"),
      );
    } catch (error) {
      if (errorCode(error) === "auth.name_needed") setName({ firstName: "", lastName: "" });
      else if (errorField(error) === "code") setCodeError(errorText(error) ?? t("phoneCode.invalidCode"));
      else setFailure(errorText(error) ?? t("login.failedDescription"));
    } finally {
      setChecking(false);
    }
  };

  if (!step.sentTo) {
    return (
      <PhoneNumberForm
        id={`${idPrefix}-phone`}
        step={step}
        onSubmit={sendCode}
        hint={t("phoneCode.phoneHint")}
      />
    );
  }
  return (
    <form onSubmit={signIn} noValidate className="grid gap-4">
      <PhoneCodeField
        id={`${idPrefix}-code`}
        value={code}
        onChange={setCode}
        error={codeError}
        sentTo={step.sentTo}
        resendAt={step.resendAt}
        onResend={() => void sendCode()}
        resending={step.sending}
        onChangeNumber={step.back}
      />
      {name && (
        <div className="grid gap-4">
          <p className="text-sm" role="status">
            {t("phoneCode.newAccount")}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={`${idPrefix}-first-name`}
              autoComplete="given-name"
              label={t("login.firstName")}
              value={name.firstName}
              onChange={(event) => setName({ ...name, firstName: event.target.value })}
              error={nameErrors.firstName}
            />
            <FormField
              id={`${idPrefix}-last-name`}
              autoComplete="family-name"
              label={t("login.lastName")}
              value={name.lastName}
              onChange={(event) => setName({ ...name, lastName: event.target.value })}
              error={nameErrors.lastName}
            />
          </div>
        </div>
      )}
      {(failure || step.phoneError) && (
        <FormAlert title={t("login.failedTitle")} description={failure ?? step.phoneError} />
      )}
      <Button type="submit" size="lg" disabled={checking} className="w-full">
        {checking ? t("login.signingIn") : name ? t("phoneCode.createAccount") : t("login.signIn")}
      </Button>
    </form>
  );
}
