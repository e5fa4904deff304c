import { toDevanagariDigits } from "@domain/money";
import { currentLanguage } from "./i18n";

/** Counts and numbers in the active language's digits (१२३ in Nepali). */
export function localDigits(value: number | string): string {
  const text = String(value);
  return currentLanguage() === "ne" ? toDevanagariDigits(text) : text;
}
