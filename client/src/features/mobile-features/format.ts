import { toDevanagariDigits } from "@domain/money";
import { distanceKm, type GeoPoint, PLACE_LIST } from "@domain/places";
import type { Language } from "@/lib/i18n";

/** The known place (domain/places) closest to a point, and how far it is. */
export function nearestPlace(point: GeoPoint): { label: string; km: number } | null {
  let best: { label: string; km: number } | null = null;
  for (const place of PLACE_LIST) {
    const km = distanceKm(point, place);
    if (!best || km < best.km) best = { label: place.label, km };
  }
  return best;
}

/** A number with a fixed count of decimals, in the language's digits. */
export function formatDecimal(value: number, decimals: number, language: Language): string {
  const text = value.toFixed(decimals);
  return language === "ne" ? toDevanagariDigits(text) : text;
}

/** A file size as people say it: 820 KB, 2.4 MB. */
export function formatFileSize(bytes: number, language: Language): string {
  const text =
    bytes >= 1024 * 1024
      ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return language === "ne" ? toDevanagariDigits(text) : text;
}
