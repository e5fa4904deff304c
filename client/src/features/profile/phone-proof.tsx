import { normalizePhoneCode } from "@domain/auth/phone-code-rules";
import type { CurrentUser } from "@domain/auth/user";
import { nationalMobile, normalizeNepaliMobile } from "@domain/phone-rules";
import type { Profile } from "@domain/profile/schemas";
import { useQueryClient } from "@tanstack/react-query";
import { BadgeCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "@/components/form-alert";
import { PhoneCodeField } from "@/components/phone-code-field";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api";
import { errorField } from "@/lib/api-error";
import { currentUserKey } from "@/lib/current-user";
import { errorText } from "@/lib/error-text";
import { localDigits } from "@/lib/local-digits";
import { myProfileKey } from "@/lib/query-keys";
import { usePhoneCode } from "@/lib/use-phone-code";
import { toast } from "@/lib/use-toast";

/**
 * Under the profile's number: "Verified", or a code sent to the saved number and typed back, which
 * proves it (then it signs in, resets a forgotten password and receives SMS). Buttons, not a form:
 * it sits inside the profile's form, and Enter in the code box verifies rather than saving that.
 */
export function PhoneProof({ profile, typed }: { profile: Profile; typed: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = profile.phone ? nationalMobile(profile.phone) : "";
  const step = usePhoneCode("verify", t("phoneCode.invalidPhone"), saved);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [checking, setChecking] = useState(false);

  if (!profile.phone) return null;
  const typedNumber = normalizeNepaliMobile(typed);
  const unsaved = (typedNumber ? nationalMobile(typedNumber) : typed.trim()) !== saved;
  if (profile.phoneVerified && !unsaved) {
    return (
      <p className="-mt-2 flex items-center gap-1.5 font-medium text-sm text-success">
        <BadgeCheck className="size-4" aria-hidden="true" />
        {t("phoneCode.verified")}
      </p>
    );
  }
  // A number being typed is proven once saved; one being cleared needs no word.
  if (unsaved) {
    return typed.trim() ? (
      <p className="-mt-2 text-muted-foreground text-sm">{t("phoneCode.saveFirst")}</p>
    ) : null;
  }

  const verify = async () => {
    const digits = normalizePhoneCode(code);
    if (!digits) return setCodeError(t("phoneCode.invalidCode"));
    setCodeError(undefined);
    setFailure(undefined);
    setChecking(true);
    try {
      await api.post<CurrentUser>("/api/auth/phone/verify", { phone: step.sentTo, code: digits });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myProfileKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]);
      toast({
        title: t("phoneCode.verifiedToast"),
        description: t("phoneCode.verifiedToastText", { phone: localDigits(saved) }),
        variant: "success",
      });
      step.back();
    } catch (error) {
      if (errorField(error) === "code") setCodeError(errorText(error) ?? t("phoneCode.invalidCode"));
      else setFailure(errorText(error) ?? t("phoneCode.verifyFailed"));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="-mt-2 grid gap-3 rounded-lg border p-3">
      {step.sentTo ? (
        <>
          <PhoneCodeField
            id="profile-phone-code"
            value={code}
            onChange={setCode}
            onEnter={() => void verify()}
            error={codeError}
            sentTo={profile.phone}
            resendAt={step.resendAt}
            onResend={() => void step.send()}
            resending={step.sending}
            onChangeNumber={step.back}
          />
          {(failure || step.phoneError) && (
            <FormAlert title={t("phoneCode.verifyFailed")} description={failure ?? step.phoneError} />
          )}
          <Button
            type="button"
            onClick={() => void verify()}
            disabled={checking}
            className="justify-self-start"
          >
            {checking ? t("phoneCode.verifying") : t("phoneCode.verifyCheck")}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm">
            <span className="font-medium">{t("phoneCode.notVerified")}</span>
            {" · "}
            <span className="text-muted-foreground">{t("phoneCode.verifyHint")}</span>
          </p>
          {step.phoneError && <FormAlert title={t("phoneCode.verifyFailed")} description={step.phoneError} />}
          <Button
            type="button"
            variant="outline"
            onClick={() => void step.send()}
            disabled={step.sending}
            className="justify-self-start"
          >
            {step.sending ? t("phoneCode.sending") : t("phoneCode.verify")}
          </Button>
        </>
      )}
    </div>
  );
}
