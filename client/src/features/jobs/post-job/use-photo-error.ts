import { IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE } from "@domain/media-image-size";
import { PHOTO_TOO_LARGE, PHOTO_TYPE_REFUSED } from "@domain/media-rules";
import { useTranslation } from "react-i18next";
import { errorStatus, serverMessage } from "@/lib/api";

/**
 * The words for a refused photo in the active language: the shared English messages (from the
 * check here or the server's answer) pick a translation; any other server message is shown as it
 * is, and a failure without one gets the generic text.
 */
export function usePhotoError() {
  const { t } = useTranslation();
  const known: Record<string, string> = {
    [PHOTO_TOO_LARGE]: t("jobPhotos.errors.tooLarge"),
    [PHOTO_TYPE_REFUSED]: t("jobPhotos.errors.wrongType"),
    [IMAGE_TOO_MANY_PIXELS]: t("jobPhotos.errors.tooManyPixels"),
    [IMAGE_UNREADABLE]: t("jobPhotos.errors.unreadable"),
  };
  return (problem: unknown): string => {
    const message = typeof problem === "string" ? problem : serverMessage(problem);
    if (message) return known[message] ?? message;
    if (errorStatus(problem) === 413) return t("jobPhotos.errors.tooLarge");
    return t("jobPhotos.errors.failed");
  };
}
