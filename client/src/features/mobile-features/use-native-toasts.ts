import { useTranslation } from "react-i18next";
import { NativeError, type NativeFailure } from "@/lib/native";
import { type ToastInput, toast } from "@/lib/use-toast";

type Feature = "photo" | "location" | "push" | "haptics";
type Words = { title: string; description: string };

/** SPEC §8's toast for a failed try of a device feature, chosen by why it failed. */
export function useFailureToast() {
  const { t } = useTranslation();
  const words = (feature: Feature, reason: NativeFailure): Words => {
    switch (feature) {
      case "photo":
        return reason === "no-photo"
          ? { title: t("mobile.toasts.noPhotoTitle"), description: t("mobile.toasts.noPhotoDescription") }
          : {
              title: t("mobile.toasts.cameraErrorTitle"),
              description: t("mobile.toasts.cameraErrorDescription"),
            };
      case "location":
        return reason === "failed"
          ? {
              title: t("mobile.toasts.locationErrorTitle"),
              description: t("mobile.toasts.locationErrorDescription"),
            }
          : {
              title: t("mobile.toasts.locationUnavailableTitle"),
              description: t("mobile.toasts.locationUnavailableDescription"),
            };
      case "push":
        if (reason === "unavailable")
          return {
            title: t("mobile.toasts.pushUnavailableTitle"),
            description: t("mobile.toasts.pushUnavailableDescription"),
          };
        if (reason === "denied")
          return {
            title: t("mobile.toasts.pushDeniedTitle"),
            description: t("mobile.toasts.pushDeniedDescription"),
          };
        return {
          title: t("mobile.toasts.pushErrorTitle"),
          description: t("mobile.toasts.pushErrorDescription"),
        };
      case "haptics":
        return {
          title: t("mobile.toasts.hapticsUnavailableTitle"),
          description: t("mobile.toasts.hapticsUnavailableDescription"),
        };
    }
  };
  return (feature: Feature, error: unknown) => {
    const reason = error instanceof NativeError ? error.reason : "failed";
    const input: ToastInput = { ...words(feature, reason), variant: "destructive" };
    toast(input);
  };
}
