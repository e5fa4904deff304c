import type { TFunction } from "i18next";
import { localDigits } from "@/lib/local-digits";

/**
 * How far a professional is, as the server sends it (whole km below the distance from their snapped
 * home): "Under 1 km away", "2–3 km away", in Nepali digits in Nepali. Never finer: the server does
 * not know a finer figure to send.
 */
export function distanceBandText(t: TFunction, band: number): string {
  if (band < 1) return t("professionals.distanceUnder1");
  return t("professionals.distanceBand", { from: localDigits(band), to: localDigits(band + 1) });
}
