import { normalizeNepaliMobile } from "@domain/phone-rules";
import { useState } from "react";
import { errorField } from "./api-error";
import { errorText } from "./error-text";
import { type CodePurpose, requestPhoneCode } from "./phone-codes";

/** Where a phone-code form is: the number it is for and, once a code went, when another may. */
export type PhoneCodeStep = {
  phone: string;
  /** The number the code went to ("+977…"), or null while none did. */
  sentTo: string | null;
  resendAt: number;
  sending: boolean;
  /** What is wrong with the number, or why no code could be sent. */
  phoneError?: string;
  setPhone: (phone: string) => void;
  send: () => Promise<boolean>;
  back: () => void;
};

/**
 * The first step of every code form: a number checked as typed, a code asked for it, and the
 * wait before another (the server's, on a too-soon answer). `invalidText` is the form's own words
 * for a number that is not a Nepali mobile.
 */
export function usePhoneCode(purpose: CodePurpose, invalidText: string, initial = ""): PhoneCodeStep {
  const [phone, setPhone] = useState(initial);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [sending, setSending] = useState(false);
  const [phoneError, setPhoneError] = useState<string>();

  const send = async () => {
    const e164 = normalizeNepaliMobile(phone);
    if (!e164) {
      setPhoneError(invalidText);
      return false;
    }
    setPhoneError(undefined);
    setSending(true);
    try {
      const sent = await requestPhoneCode(e164, purpose);
      setSentTo(e164);
      setResendAt(Date.now() + sent.resendInSeconds * 1000);
      return true;
    } catch (error) {
      setPhoneError(errorField(error) === "phone" ? invalidText : (errorText(error) ?? invalidText));
      return false;
    } finally {
      setSending(false);
    }
  };

  return {
    phone,
    sentTo,
    resendAt,
    sending,
    phoneError,
    setPhone: (value) => {
      setPhone(value);
      setPhoneError(undefined);
    },
    send,
    back: () => setSentTo(null),
  };
}
