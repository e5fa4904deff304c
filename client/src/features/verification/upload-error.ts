import { IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE } from "@domain/media-image-size";
import { DOCUMENT_MISSING, DOCUMENT_TOO_LARGE, DOCUMENT_TYPE_REFUSED } from "@domain/verification-files";
import { useTranslation } from "react-i18next";
import { errorStatus, serverMessage } from "@/lib/api";

/**
 * The words for a refused upload in the active language: the shared English messages (from the
 * file check here or the server's answer) pick a translation; any other server message is shown as
 * it is, and a failure without one gets the generic text.
 */
export function useUploadError() {
  const { t } = useTranslation();
  const known: Record<string, string> = {
    [DOCUMENT_TOO_LARGE]: t("verification.errors.tooLarge"),
    [DOCUMENT_TYPE_REFUSED]: t("verification.errors.wrongType"),
    [IMAGE_TOO_MANY_PIXELS]: t("verification.errors.tooManyPixels"),
    [IMAGE_UNREADABLE]: t("verification.errors.unreadable"),
    [DOCUMENT_MISSING]: t("verification.errors.fileRequired"),
  };
  return (problem: unknown): string => {
    const message = typeof problem === "string" ? problem : serverMessage(problem);
    if (message) return known[message] ?? message;
    if (errorStatus(problem) === 413) return known[DOCUMENT_TOO_LARGE] ?? DOCUMENT_TOO_LARGE;
    return t("verification.errors.failed");
  };
}
