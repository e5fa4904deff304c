import type { PhoneCodeSent } from "@domain/auth/phone-schemas";
import { api } from "./api";
import { currentLanguage } from "./i18n";

// Codes sent by SMS (sign in by phone, a forgotten password, proving a number on the profile):
// the calls (the forms check what is typed with domain/'s zod-free rules: normalizeNepaliMobile,
// normalizePhoneCode, so the login page stays light).

export type CodePurpose = "sign-in" | "reset" | "verify";

/** Asks for a code to `phone`, written in the page's language; `verify` proves it on my account. */
export function requestPhoneCode(phone: string, purpose: CodePurpose): Promise<PhoneCodeSent> {
  const body = { phone, language: currentLanguage() };
  return purpose === "verify"
    ? api.post<PhoneCodeSent>("/api/auth/phone/request", body)
    : api.post<PhoneCodeSent>("/api/auth/otp/request", { ...body, purpose });
}
