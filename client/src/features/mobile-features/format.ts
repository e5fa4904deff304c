import { toDevanagariDigits } from "@domain/money";
import type { Language } from "@/lib/i18n";

/** A number with a fixed count of decimals, in the language's digits. */
export function formatDecimal(value: number, decimals: number, language: Language): string {
  const text = value.toFixed(decimals);
  return language === "ne" ? toDevanagariDigits(text) : text;
}

/** A file size as people say it: 820 KB, 2.4 MB. */
export function formatFileSize(bytes: number, language: Language): string {
  const text =
    bytes >= 1024 * 1024
      ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return language === "ne" ? toDevanagariDigits(text) : text;
}
