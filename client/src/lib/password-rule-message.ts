import { PASSWORD_ONE_CHARACTER, PASSWORD_TOO_COMMON } from "@domain/auth/rules";
import type { TFunction } from "i18next";

const KEYS: Record<string, "auth.passwordRules.common" | "auth.passwordRules.oneCharacter"> = {
  [PASSWORD_TOO_COMMON]: "auth.passwordRules.common",
  [PASSWORD_ONE_CHARACTER]: "auth.passwordRules.oneCharacter",
};

/**
 * A new password refused for what it is rather than its length (domain/auth/schemas.ts), in the active
 * language: those rules share the issue code "custom", so their message tells them apart.
 */
export function passwordRuleMessage(t: TFunction, message: string | undefined): string | undefined {
  const key = message === undefined ? undefined : KEYS[message];
  return key && t(key);
}
