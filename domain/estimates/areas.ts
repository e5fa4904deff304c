import { foldPlaceText } from "../place-search";
import { findPlaceIn, type GeoPoint, nearestPlace } from "../places";
import { PROVINCES, type Province } from "../training/catalogue";
import type { EstimateArea } from "./schemas";

/** The provinces' names in Nepali (the gazetteer names them in English only). */
export const PROVINCE_NAMES_NE: Record<Province, string> = {
  Koshi: "कोशी",
  Madhesh: "मधेश",
  Bagmati: "बागमती",
  Gandaki: "गण्डकी",
  Lumbini: "लुम्बिनी",
  Karnali: "कर्णाली",
  Sudurpashchim: "सुदूरपश्चिम",
};

export const COUNTRY_AREA: EstimateArea = { level: "country", name: "Nepal", nameNe: "नेपाल" };

/** A job's point this close to a known place (km) is in that place's district, when its text names none. */
export const NEAR_PLACE_KM = 10;

export type JobArea = { district: string; province: Province };

/**
 * The district and province of a job's location, as stored with the job for estimates: those of
 * the known place its text names (in either language, the usual spellings, "near Thamel"), else of
 * the known place nearest its point when one is within NEAR_PLACE_KM; else none (the job counts
 * towards the country only).
 */
export function jobArea(location: string, point?: GeoPoint | null): JobArea | null {
  const place = findPlaceIn(location);
  if (place) return { district: place.district, province: place.province };
  const near = point ? nearestPlace(point) : null;
  return near && near.km <= NEAR_PLACE_KM
    ? { district: near.place.district, province: near.place.province }
    : null;
}

/** One level to look at for an estimate: the area as shown, and the job column value that places a job in it. */
export type EstimateScope =
  | { area: EstimateArea; district: string }
  | { area: EstimateArea; province: Province };

const provinceArea = (province: Province): EstimateArea => ({
  level: "province",
  name: province,
  nameNe: PROVINCE_NAMES_NE[province],
});

const PROVINCE_WORDS = /\s+(province|pradesh|प्रदेश)$/i;

/** The province typed text names ("Gandaki", "गण्डकी प्रदेश"), if it names one. */
function provinceNamed(text: string): Province | undefined {
  const folded = foldPlaceText(text.trim().replace(PROVINCE_WORDS, ""));
  return PROVINCES.find(
    (province) => foldPlaceText(province) === folded || foldPlaceText(PROVINCE_NAMES_NE[province]) === folded,
  );
}

/**
 * Where to look for an estimate of work at a typed location, narrowest first (the country, always
 * last, is not listed): a province's name gives that province; any other known place gives its
 * district, then its province; text naming no known place gives nothing but the country.
 */
export function estimateScopes(location: string | undefined): EstimateScope[] {
  if (!location) return [];
  const province = provinceNamed(location);
  if (province) return [{ area: provinceArea(province), province }];
  const place = findPlaceIn(location);
  if (!place) return [];
  return [
    {
      area: { level: "district", name: place.district, nameNe: place.ne.district },
      district: place.district,
    },
    { area: provinceArea(place.province), province: place.province },
  ];
}
