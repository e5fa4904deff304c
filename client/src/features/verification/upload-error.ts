import type { ErrorCode } from "@domain/errors";
import { useTranslation } from "react-i18next";
import { errorCode, errorStatus } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";

/**
 * The words for a refused upload in the active language, by code: the file check here
 * (documentProblem) and the server name the same refusals, which get this form's own words; any
 * other refusal gets its words (errorText), and a failure without any the generic text.
 */
export function useUploadError() {
  const { t } = useTranslation();
  const known: Partial<Record<ErrorCode, string>> = {
    "verification.document_too_large": t("verification.errors.tooLarge"),
    "verification.document_type_refused": t("verification.errors.wrongType"),
    "media.image_too_many_pixels": t("verification.errors.tooManyPixels"),
    "media.image_unreadable": t("verification.errors.unreadable"),
    "verification.document_missing": t("verification.errors.fileRequired"),
  };
  /** `problem`: a code of the file check, or the error of the upload. */
  return (problem: unknown): string => {
    const code = typeof problem === "string" ? (problem as ErrorCode) : errorCode(problem);
    const words = code && known[code];
    if (words) return words;
    // A proxy in front may refuse a large body itself, without a code.
    if (errorStatus(problem) === 413) return t("verification.errors.tooLarge");
    return errorText(problem) ?? t("verification.errors.failed");
  };
}
