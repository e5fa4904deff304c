import type { Province } from "./training/catalogue";

export type GeoPoint = { latitude: number; longitude: number };

export type Place = {
  area: string;
  city: string;
  district: string;
  province: Province;
  latitude: number;
  longitude: number;
};

const place = (
  area: string,
  city: string,
  district: string,
  province: Province,
  latitude: number,
  longitude: number,
): Place => ({ area, city, district, province, latitude, longitude });

/**
 * Real neighbourhoods and town centres of Nepal with their coordinates: the demo people live and
 * work in them, and a professional picks one as their home location in Service Area Settings.
 */
export const PLACES = {
  baneshwor: place("Baneshwor", "Kathmandu", "Kathmandu", "Bagmati", 27.6886, 85.3358),
  thamel: place("Thamel", "Kathmandu", "Kathmandu", "Bagmati", 27.7152, 85.3123),
  koteshwor: place("Koteshwor", "Kathmandu", "Kathmandu", "Bagmati", 27.6789, 85.3494),
  kalanki: place("Kalanki", "Kathmandu", "Kathmandu", "Bagmati", 27.6933, 85.2812),
  chabahil: place("Chabahil", "Kathmandu", "Kathmandu", "Bagmati", 27.7172, 85.3465),
  maharajgunj: place("Maharajgunj", "Kathmandu", "Kathmandu", "Bagmati", 27.7369, 85.3298),
  baluwatar: place("Baluwatar", "Kathmandu", "Kathmandu", "Bagmati", 27.729, 85.3306),
  boudha: place("Boudha", "Kathmandu", "Kathmandu", "Bagmati", 27.7215, 85.362),
  kalimati: place("Kalimati", "Kathmandu", "Kathmandu", "Bagmati", 27.6985, 85.299),
  budhanilkantha: place("Budhanilkantha", "Kathmandu", "Kathmandu", "Bagmati", 27.7654, 85.3625),
  kirtipur: place("Kirtipur", "Kathmandu", "Kathmandu", "Bagmati", 27.6781, 85.2775),
  jawalakhel: place("Jawalakhel", "Lalitpur", "Lalitpur", "Bagmati", 27.6727, 85.3137),
  pulchowk: place("Pulchowk", "Lalitpur", "Lalitpur", "Bagmati", 27.678, 85.317),
  kupondole: place("Kupondole", "Lalitpur", "Lalitpur", "Bagmati", 27.687, 85.3165),
  satdobato: place("Satdobato", "Lalitpur", "Lalitpur", "Bagmati", 27.6585, 85.3245),
  sanepa: place("Sanepa", "Lalitpur", "Lalitpur", "Bagmati", 27.6845, 85.305),
  imadol: place("Imadol", "Lalitpur", "Lalitpur", "Bagmati", 27.662, 85.343),
  suryabinayak: place("Suryabinayak", "Bhaktapur", "Bhaktapur", "Bagmati", 27.668, 85.429),
  thimi: place("Thimi", "Bhaktapur", "Bhaktapur", "Bagmati", 27.681, 85.388),
  lakeside: place("Lakeside", "Pokhara", "Kaski", "Gandaki", 28.211, 83.957),
  mahendrapul: place("Mahendrapul", "Pokhara", "Kaski", "Gandaki", 28.218, 83.988),
  chipledhunga: place("Chipledhunga", "Pokhara", "Kaski", "Gandaki", 28.2215, 83.9878),
  bagar: place("Bagar", "Pokhara", "Kaski", "Gandaki", 28.237, 83.996),
  biratnagar: place("Traffic Chowk", "Biratnagar", "Morang", "Koshi", 26.4553, 87.2794),
  itahari: place("Itahari Chowk", "Itahari", "Sunsari", "Koshi", 26.6633, 87.2744),
  dharan: place("Bhanu Chowk", "Dharan", "Sunsari", "Koshi", 26.8125, 87.2836),
  narayangarh: place("Narayangarh", "Bharatpur", "Chitwan", "Bagmati", 27.6956, 84.4273),
  sauraha: place("Sauraha", "Chitwan", "Chitwan", "Bagmati", 27.577, 84.496),
  hetauda: place("Hetauda Bazaar", "Hetauda", "Makwanpur", "Bagmati", 27.4287, 85.0322),
  butwal: place("Traffic Chowk", "Butwal", "Rupandehi", "Lumbini", 27.689, 83.449),
  janakpur: place("Janaki Mandir", "Janakpur", "Dhanusha", "Madhesh", 26.7307, 85.9253),
  birgunj: place("Ghantaghar", "Birgunj", "Parsa", "Madhesh", 27.0125, 84.877),
  nepalgunj: place("Dhamboji", "Nepalgunj", "Banke", "Lumbini", 28.05, 81.6167),
  dhangadhi: place("Chauraha", "Dhangadhi", "Kailali", "Sudurpashchim", 28.694, 80.593),
} as const satisfies Record<string, Place>;

export type PlaceKey = keyof typeof PLACES;

export function placeLabel(key: PlaceKey): string {
  const { area, city } = PLACES[key];
  return `${area}, ${city}`;
}

/** Every place as a pickable option, in the order above. */
export const PLACE_LIST: readonly (Place & { key: PlaceKey; label: string })[] = (
  Object.keys(PLACES) as PlaceKey[]
).map((key) => ({ key, label: placeLabel(key), ...PLACES[key] }));

/** Places whose area, city or district contains the text (any case); all of them for blank text. */
export function searchPlaces(text: string): typeof PLACE_LIST {
  const needle = text.trim().toLowerCase();
  if (!needle) return PLACE_LIST;
  return PLACE_LIST.filter((place) =>
    [place.area, place.city, place.district].some((part) => part.toLowerCase().includes(needle)),
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
export function nearestPlace(point: GeoPoint): { label: string; km: number } | null {
  let best: { label: string; km: number } | null = null;
  for (const place of PLACE_LIST) {
    const km = distanceKm(point, place);
    if (!best || km < best.km) best = { label: place.label, km };
  }
  return best;
}
