import type { GeoPoint } from "@domain/places";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/use-toast";

/** SPEC §9: high accuracy, 10 s timeout, a position up to 5 minutes old is fine. */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

/** Reads the device's position once; failures get SPEC §8's toasts, success goes to `onFound`. */
export function useDevicePoint(onFound: (point: GeoPoint) => void) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!("geolocation" in navigator)) {
      toast({
        title: t("instantHelp.location.notSupportedTitle"),
        description: t("instantHelp.location.notSupportedDescription"),
        variant: "destructive",
      });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onFound({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => {
        setLocating(false);
        toast({
          title: t("instantHelp.location.errorTitle"),
          description: t("instantHelp.location.errorDescription"),
          variant: "destructive",
        });
      },
      POSITION_OPTIONS,
    );
  };

  return { locate, locating };
}
