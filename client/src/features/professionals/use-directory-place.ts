import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDevicePosition } from "@/lib/use-device-position";
import type { DirectoryPlace } from "./api";

/** To ~100 m: enough for the ~1 km cells distances are measured between, and no more of the customer's place. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Where nearest first measures from, while it is the order: the device's position, asked once when
 * the order is chosen (and again on "Use my location"). `ready` once asked: with no position, the
 * server measures from a signed-in professional's own home, or says it needs a place.
 */
export function useDirectoryPlace(active: boolean) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<DirectoryPlace>(null);
  const [asked, setAsked] = useState(false);
  const { locate, locating } = useDevicePosition(
    (point) => setPlace({ lat: round3(point.latitude), lng: round3(point.longitude) }),
    {
      unsupported: {
        title: t("professionals.locationUnsupportedTitle"),
        description: t("professionals.locationUnsupported"),
      },
      failed: {
        title: t("professionals.locationFailedTitle"),
        description: t("professionals.locationFailed"),
      },
    },
  );
  const ask = () => {
    setAsked(true);
    void locate();
  };
  // Asked once each time nearest first is chosen (the guard keeps a re-render from asking again).
  useEffect(() => {
    if (active && !asked) ask();
    if (!active && asked) setAsked(false);
  });
  return { place: active ? place : null, ready: !active || (asked && !locating), locating, ask };
}
