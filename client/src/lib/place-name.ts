import type { localizedLocation } from "@domain/places";
import i18n from "i18next";

// The gazetteer's Nepali names come with the Nepali strings (lib/i18n loads both before Nepali
// shows), so pages that only show a location do not download it in English.
let localize: typeof localizedLocation | undefined;

/** Called by lib/i18n with the places module when it loads the Nepali strings. */
export function setPlaceNames(places: { localizedLocation: typeof localizedLocation }): void {
  localize = places.localizedLocation;
}

/**
 * A stored location in the active language: a known place's Nepali name in Nepali ("जावलाखेल,
 * ललितपुर"); as stored (English labels, people's own words) otherwise.
 */
export function placeName(location: string): string {
  return localize && i18n.language === "ne" ? localize(location, "ne") : location;
}
