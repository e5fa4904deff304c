import type { ErrorCode } from "@domain/errors";
import { useTranslation } from "react-i18next";
import { errorCode, errorStatus } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";

/**
 * The words for a refused photo in the active language, by code: the check here (photoProblem) and
 * the server name the same refusals, which get this form's own words; any other refusal gets its
 * words (errorText), and a failure without any the generic text.
 */
export function usePhotoError() {
  const { t } = useTranslation();
  const known: Partial<Record<ErrorCode, string>> = {
    "media.photo_too_large": t("jobPhotos.errors.tooLarge"),
    "media.photo_type_refused": t("jobPhotos.errors.wrongType"),
    "media.image_too_many_pixels": t("jobPhotos.errors.tooManyPixels"),
    "media.image_unreadable": t("jobPhotos.errors.unreadable"),
  };
  /** `problem`: a code of the photo check, or the error of the upload. */
  return (problem: unknown): string => {
    const code = typeof problem === "string" ? (problem as ErrorCode) : errorCode(problem);
    const words = code && known[code];
    if (words) return words;
    // A proxy in front may refuse a large body itself, without a code.
    if (errorStatus(problem) === 413) return t("jobPhotos.errors.tooLarge");
    return errorText(problem) ?? t("jobPhotos.errors.failed");
  };
}
