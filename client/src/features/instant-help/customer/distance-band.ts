import type { TFunction } from "i18next";
import { localDigits } from "@/lib/local-digits";

/**
 * The band the server sends for how far a professional is (whole km below the distance from their
 * snapped home) as people read it: "Under 1 km", "2–3 km" (in Nepali digits in Nepali). Never a
 * decimal: the server does not know one to send.
 */
export function distanceBandText(t: TFunction, band: number): string {
  if (band < 1) return t("instantHelp.distanceUnder1");
  return t("instantHelp.distanceBand", { from: localDigits(band), to: localDigits(band + 1) });
}
