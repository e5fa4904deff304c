import {
  DELIVERY_MODES,
  DIFFICULTIES,
  PROVINCES,
  TRAINING_CATEGORIES,
  TRAINING_DISTRICTS,
  TRAINING_DURATIONS,
} from "@domain/training/catalogue";
import { TRAINING_PRICES } from "@domain/training/rules";

/** The Training page's search and seven filters as they live in the URL; "" means any. */
export type Filters = {
  q: string;
  province: string;
  district: string;
  occupation: string;
  price: string;
  duration: string;
  level: string;
  deliveryMode: string;
};
export type FilterName = keyof Filters;

export const FILTER_NAMES: FilterName[] = [
  "q",
  "province",
  "district",
  "occupation",
  "price",
  "duration",
  "level",
  "deliveryMode",
];
export const NO_FILTERS: Filters = {
  q: "",
  province: "",
  district: "",
  occupation: "",
  price: "",
  duration: "",
  level: "",
  deliveryMode: "",
};

const CHOICES: Record<Exclude<FilterName, "q">, readonly string[]> = {
  province: PROVINCES,
  district: TRAINING_DISTRICTS.map((district) => district.name),
  occupation: TRAINING_CATEGORIES,
  price: TRAINING_PRICES.filter((price) => price !== "all"),
  duration: TRAINING_DURATIONS.map((duration) => duration.id),
  level: DIFFICULTIES,
  deliveryMode: DELIVERY_MODES,
};

/** The districts the District filter offers: those of the chosen province, or all of them. */
export function districtsOf(province: string): string[] {
  return TRAINING_DISTRICTS.filter((district) => !province || district.province === province).map(
    (district) => district.name,
  );
}

/** The URL's filters; unknown values (and a district outside the province) read as "any". */
export function readFilters(params: URLSearchParams): Filters {
  const filters = { ...NO_FILTERS, q: params.get("q")?.trim() ?? "" };
  for (const [name, choices] of Object.entries(CHOICES) as [Exclude<FilterName, "q">, string[]][]) {
    const value = params.get(name) ?? "";
    if (choices.includes(value)) filters[name] = value;
  }
  if (filters.district && !districtsOf(filters.province).includes(filters.district)) filters.district = "";
  return filters;
}

/**
 * The URL's parameters with `changes` applied: empty values and "all" leave the URL, a new province
 * drops a district outside it, and any change goes back to the first page of results.
 */
export function withFilters(params: URLSearchParams, changes: Partial<Filters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_NAMES) {
    if (!(name in changes)) continue;
    const value = changes[name]?.trim() ?? "";
    if (value === "" || value === "all") next.delete(name);
    else next.set(name, value);
  }
  const district = next.get("district");
  if (district && !districtsOf(next.get("province") ?? "").includes(district)) next.delete("district");
  return next;
}

/** The filters in use, in a stable order, for the chips and the API query. */
export function activeFilters(filters: Filters): { name: FilterName; value: string }[] {
  return FILTER_NAMES.filter((name) => filters[name] !== "").map((name) => ({ name, value: filters[name] }));
}

export function toApiFilters(filters: Filters): Partial<Filters> {
  return Object.fromEntries(activeFilters(filters).map(({ name, value }) => [name, value]));
}
