import { nationalMobile } from "@domain/phone-rules";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { localDigits } from "@/lib/local-digits";
import { FormField } from "./form-field";
import { Button } from "./ui/button";

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter in the box, when the box is not in a form of its own (it would submit the outer one). */
  onEnter?: () => void;
  error?: string;
  /** Where the code went ("+9779841234567"; shown as people read it, 9841234567). */
  sentTo: string;
  /** When another code may be asked for (ms since the epoch). */
  resendAt: number;
  onResend: () => void;
  resending: boolean;
  onChangeNumber: () => void;
};

/**
 * The box for a code that came by SMS, with where it went, a new code once the wait is over (the
 * seconds counted down) and a way back to the number. Phones offer the code from the SMS
 * (autocomplete one-time-code).
 */
export function PhoneCodeField(props: Props) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const wait = Math.max(0, Math.ceil((props.resendAt - now) / 1000));
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  return (
    <div className="grid gap-2">
      <p className="text-muted-foreground text-sm" role="status">
        {t("phoneCode.sent", { phone: localDigits(nationalMobile(props.sentTo)) })}
      </p>
      <FormField
        id={props.id}
        label={t("phoneCode.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || !props.onEnter) return;
          event.preventDefault();
          props.onEnter();
        }}
        error={props.error}
        className="text-lg tracking-[0.3em]"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          disabled={wait > 0 || props.resending}
          onClick={props.onResend}
        >
          {wait > 0 ? t("phoneCode.resendIn", { seconds: localDigits(wait) }) : t("phoneCode.resend")}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={props.onChangeNumber}>
          {t("phoneCode.changeNumber")}
        </Button>
      </div>
    </div>
  );
}
