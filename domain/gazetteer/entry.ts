import type { Province } from "../training/catalogue";

/** A name in English and in Nepali (Devanagari), as signs and people write them. */
export type Name = readonly [en: string, ne: string];

/** A locality of Nepal: its own name, its municipality ("city"), district and province, its point. */
export type GazetteerEntry = {
  area: Name;
  /** The municipality (nagarpalika or gaunpalika) the locality belongs to. */
  city: Name;
  district: Name;
  province: Province;
  latitude: number;
  longitude: number;
  /** Other spellings people type: romanisations, old names, landmarks (either script). */
  aliases: readonly string[];
};

/** The entries of one province, written in the province files as `at(area, city, district, lat, lng)`. */
export const inProvince =
  (province: Province) =>
  (
    area: Name,
    city: Name,
    district: Name,
    latitude: number,
    longitude: number,
    aliases: readonly string[] = [],
  ): GazetteerEntry => ({ area, city, district, province, latitude, longitude, aliases });
