import type { GeoPoint } from "@domain/places";
import { useState } from "react";
import { currentPosition, NativeError } from "./native";
import { type ToastInput, toast } from "./use-toast";

type Notice = Pick<ToastInput, "title" | "description">;

/**
 * Reads the device's position once through lib/native (SPEC §9's options, native or web) and tells
 * the person with the screen's own toasts: `unsupported` when there is no geolocation at all,
 * `failed` when it was refused or did not work, `found` (if given) on success.
 */
export function useDevicePosition(
  onFound: (point: GeoPoint) => void,
  notices: { unsupported: Notice; failed: Notice; found?: Notice },
) {
  const [locating, setLocating] = useState(false);

  const locate = async () => {
    setLocating(true);
    try {
      const { latitude, longitude } = await currentPosition();
      onFound({ latitude, longitude });
      if (notices.found) toast({ ...notices.found, variant: "success" });
    } catch (error) {
      const unsupported = error instanceof NativeError && error.reason === "unavailable";
      toast({ ...(unsupported ? notices.unsupported : notices.failed), variant: "destructive" });
    } finally {
      setLocating(false);
    }
  };

  return { locate, locating };
}
