import type { GeoPoint } from "@domain/places";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/use-toast";

/** SPEC §9: high accuracy, 10 s timeout, a position up to 5 minutes old is fine. */
const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 5 * 60_000 };

/** Reads the device's position once, with the toasts of SPEC §8; `onFound` gets the point. */
export function useDeviceLocation(onFound: (point: GeoPoint) => void) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!("geolocation" in navigator)) {
      toast({
        title: t("serviceArea.notSupportedTitle"),
        description: t("serviceArea.notSupportedDescription"),
        variant: "destructive",
      });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onFound({ latitude: coords.latitude, longitude: coords.longitude });
        toast({
          title: t("serviceArea.locationUpdated"),
          description: t("serviceArea.locationUpdatedDescription"),
          variant: "success",
        });
      },
      () => {
        setLocating(false);
        toast({
          title: t("serviceArea.locationErrorTitle"),
          description: t("serviceArea.locationErrorDescription"),
          variant: "destructive",
        });
      },
      OPTIONS,
    );
  };

  return { locate, locating };
}
