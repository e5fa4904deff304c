import { BAGMATI } from "./gazetteer/bagmati";
import type { GazetteerEntry } from "./gazetteer/entry";
import { GANDAKI } from "./gazetteer/gandaki";
import { KARNALI } from "./gazetteer/karnali";
import { KATHMANDU_VALLEY } from "./gazetteer/kathmandu-valley";
import { KOSHI } from "./gazetteer/koshi";
import { LUMBINI } from "./gazetteer/lumbini";
import { MADHESH } from "./gazetteer/madhesh";
import { SUDURPASHCHIM } from "./gazetteer/sudurpashchim";
import type { DisplayLocale } from "./money";
import { foldPlaceText, MAX_PLACE_QUERY, matchRank } from "./place-search";
import type { Province } from "./training/catalogue";

export type GeoPoint = { latitude: number; longitude: number };

/** A place as the app uses it: names in English (area, municipality, district) and in Nepali. */
export type Place = {
  area: string;
  /** The municipality the area belongs to. */
  city: string;
  district: string;
  province: Province;
  latitude: number;
  longitude: number;
  ne: { area: string; city: string; district: string };
  aliases: readonly string[];
};

// Other names of whole municipalities, which every area in them answers to (with the city's rank).
const CITY_ALIASES: Record<string, readonly string[]> = {
  Kathmandu: ["Katmandu", "KTM", "काठमाण्डू"],
  Lalitpur: ["Patan", "पाटन", "Yala"],
  Bhaktapur: ["Khwopa", "ख्वप"],
  Birgunj: ["Birganj"],
  Nepalgunj: ["Nepalganj"],
  Janakpur: ["Janakpurdham", "जनकपुरधाम"],
  Bhimdatta: ["Mahendranagar"],
  Siraha: ["सिरहा"],
};

const GAZETTEER = {
  ...KOSHI,
  ...MADHESH,
  ...KATHMANDU_VALLEY,
  ...BAGMATI,
  ...GANDAKI,
  ...LUMBINI,
  ...KARNALI,
  ...SUDURPASHCHIM,
} satisfies Record<string, GazetteerEntry>;

export type PlaceKey = keyof typeof GAZETTEER;

const toPlace = ({
  area,
  city,
  district,
  province,
  latitude,
  longitude,
  aliases,
}: GazetteerEntry): Place => ({
  area: area[0],
  city: city[0],
  district: district[0],
  province,
  latitude,
  longitude,
  ne: { area: area[1], city: city[1], district: district[1] },
  aliases,
});

/**
 * Localities of all seven provinces with their coordinates (./gazetteer, one file per province):
 * the demo people live and work in them, customers pick one for instant help, a professional picks
 * one as their home location.
 */
export const PLACES = Object.fromEntries(
  Object.entries(GAZETTEER).map(([key, entry]) => [key, toPlace(entry)]),
) as Record<PlaceKey, Place>;

/** "Jawalakhel, Lalitpur": the area and its municipality, or its district when they share a name ("Kirtipur, Kathmandu"), or one name. */
function labelOf(area: string, city: string, district: string): string {
  if (area !== city) return `${area}, ${city}`;
  return area === district ? area : `${area}, ${district}`;
}

/** The place's label in English: how it is stored as a job's or person's location. */
export function placeLabel(key: PlaceKey): string {
  const { area, city, district } = PLACES[key];
  return labelOf(area, city, district);
}

export type PlaceOption = Place & { key: PlaceKey; label: string; labelNe: string };

/** Every place as a pickable option, east to west by province as the gazetteer lists them. */
export const PLACE_LIST: readonly PlaceOption[] = (Object.keys(PLACES) as PlaceKey[]).map((key) => {
  const place = PLACES[key];
  return {
    key,
    label: placeLabel(key),
    labelNe: labelOf(place.ne.area, place.ne.city, place.ne.district),
    ...place,
  };
});

/** A place's label and district in the reader's language. */
export function placeText(place: PlaceOption, locale: DisplayLocale) {
  return locale === "ne"
    ? { label: place.labelNe, district: place.ne.district }
    : { label: place.label, district: place.district };
}

const BY_LABEL = new Map(
  PLACE_LIST.flatMap((place) => [
    [foldPlaceText(place.label), place],
    [foldPlaceText(place.labelNe), place],
  ]),
);

/** The place whose label (in either language, any spelling) is exactly this text. */
export function placeWithLabel(text: string): PlaceOption | undefined {
  return BY_LABEL.get(foldPlaceText(text));
}

/**
 * A location as stored: a known place's English label whichever language it was picked in (so
 * searches and filters in either language find it); anything else as typed.
 */
export function canonicalLocation(text: string): string {
  return placeWithLabel(text)?.label ?? text;
}

/** A stored location in the reader's language when it is a known place's label; else as written. */
export function localizedLocation(text: string, locale: DisplayLocale): string {
  const place = placeWithLabel(text);
  return place ? placeText(place, locale).label : text;
}

/** Each place's names, folded once: [area names, municipality names, district names]. */
const FOLDED_NAMES = PLACE_LIST.map((place) =>
  [
    [place.area, place.ne.area, place.label, place.labelNe, ...place.aliases],
    [place.city, place.ne.city, ...(CITY_ALIASES[place.city] ?? [])],
    [place.district, place.ne.district],
  ].map((names) => names.map(foldPlaceText)),
);

/** The best score of one folded query part against a place's names (lower is better), or null. */
function partScore(names: string[][], part: string): number | null {
  let best: number | null = null;
  names.forEach((group, field) => {
    for (const name of group) {
      const rank = matchRank(name, part);
      if (rank !== null && (best === null || rank * 3 + field < best)) best = rank * 3 + field;
    }
  });
  return best;
}

function rankedBy(parts: string[]): PlaceOption[] {
  const scored: { place: PlaceOption; score: number; index: number }[] = [];
  PLACE_LIST.forEach((place, index) => {
    let score = 0;
    for (const part of parts) {
      const best = partScore(FOLDED_NAMES[index] ?? [], part);
      if (best === null) return;
      score += best;
    }
    scored.push({ place, score, index });
  });
  return scored.sort((a, b) => a.score - b.score || a.index - b.index).map(({ place }) => place);
}

/**
 * Places matching typed text, best first: in English or Nepali, in any case, in the usual
 * spellings ("Bouddha", "Pulchok", "काठमाडौँ"), by area, municipality or district. A name that is
 * the text beats one that starts with it, which beats a word starting with it, which beats one
 * holding it; an area beats a municipality, which beats a district. Parts split by commas must
 * each match ("Jawalakhel, Lalit"); so must words when the whole text matches nothing. All places
 * for blank text.
 */
export function searchPlaces(text: string): readonly PlaceOption[] {
  const capped = text.slice(0, MAX_PLACE_QUERY);
  const folded = foldPlaceText(capped);
  if (!folded) return PLACE_LIST;
  const parts = capped.split(",").map(foldPlaceText).filter(Boolean);
  const found = rankedBy(parts);
  if (found.length > 0 || parts.length > 1 || !folded.includes(" ")) return found;
  return rankedBy(folded.split(" "));
}

/**
 * What a location filter looks for: the text itself and, when it is the name of a known area,
 * municipality or district in either language or spelling ("ललितपुर", "Patan", "Bouddha"), that
 * name in English and Nepali, so stored locations in either script match; for a district, also its
 * municipalities ("Jumla" finds "Khalanga, Chandannath").
 */
export function locationFilterTerms(text: string): string[] {
  const folded = foldPlaceText(text);
  const terms = new Map([[text.trim().toLowerCase(), text.trim()]]);
  if (!folded) return [...terms.values()];
  PLACE_LIST.forEach((place, index) => {
    const fields = [
      [place.area, place.ne.area],
      [place.city, place.ne.city],
      [place.district, place.ne.district],
    ] as const;
    FOLDED_NAMES[index]?.forEach((names, field) => {
      const named = fields[field];
      if (!named || !names.includes(folded)) return;
      // A district's places are stored as "Area, Municipality": its municipalities find them.
      const found = field === 2 ? [...named, place.city, place.ne.city] : named;
      for (const name of found) terms.set(name.toLowerCase(), name);
    });
  });
  return [...terms.values()];
}

/** The known place a free-text location names: the best search match, else an area named inside it ("near Thamel"). */
export function findPlaceIn(text: string): PlaceOption | undefined {
  const [best] = searchPlaces(text);
  if (best || !foldPlaceText(text)) return best;
  const words = ` ${foldPlaceText(text)} `;
  return PLACE_LIST.find((_, index) =>
    FOLDED_NAMES[index]?.[0]?.some((name) => name.length > 2 && words.includes(` ${name} `)),
  );
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The known place closest to a point, and how far it is (null only if there were no places). */
export function nearestPlace(point: GeoPoint): { place: PlaceOption; label: string; km: number } | null {
  let best: { place: PlaceOption; label: string; km: number } | null = null;
  for (const place of PLACE_LIST) {
    const km = distanceKm(point, place);
    if (!best || km < best.km) best = { place, label: place.label, km };
  }
  return best;
}
