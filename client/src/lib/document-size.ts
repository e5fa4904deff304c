import { localDigits } from "./local-digits";

/** "240 KB" or "1.3 MB", in the active language's digits. */
export function documentSize(bytes: number | null): string {
  if (bytes === null) return "";
  const text =
    bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return localDigits(text);
}
