import { toAsciiDigits } from "@domain/money";
import {
  DEFAULT_PROFESSIONAL_SORT,
  PROFESSIONAL_SORTS,
  type ProfessionalSort,
} from "@domain/professionals/ranking";

/**
 * The directory's filters as they live in the URL (SPEC §2): skills, location, isVerified,
 * skillCategory, and an hourly-rate range (minRate, maxRate, whole rupees). The order is in the URL
 * too (`sort`, see readSort), but is not a filter: it has no chip.
 */
export type Verification = "all" | "true" | "false";
export type Filters = {
  skills: string;
  location: string;
  skillCategory: string;
  isVerified: Verification;
  minRate: string;
  maxRate: string;
};
export type FilterName = keyof Filters;
/** What the API is asked: only the filters that are set, and the order when it is not the default. */
export type ApiFilters = Partial<Record<FilterName | "sort", string>>;

const FILTER_NAMES: FilterName[] = [
  "skills",
  "location",
  "skillCategory",
  "isVerified",
  "minRate",
  "maxRate",
];
export const NO_FILTERS: Filters = {
  skills: "",
  location: "",
  skillCategory: "",
  isVerified: "all",
  minRate: "",
  maxRate: "",
};

function verification(value: string | null): Verification {
  return value === "true" || value === "false" ? value : "all";
}

/**
 * A rate typed or read from the URL: whole rupees ("1,500", "१,५००" and "1500.75" read as 1500),
 * else nothing.
 */
export function rateValue(value: string | null | undefined): string {
  const digits =
    toAsciiDigits(value ?? "")
      .replace(/[,\s]/g, "")
      .split(".")[0] ?? "";
  return /^\d{1,7}$/.test(digits) ? String(Number(digits)) : "";
}

export function readFilters(params: URLSearchParams): Filters {
  return {
    skills: params.get("skills")?.trim() ?? "",
    location: params.get("location")?.trim() ?? "",
    skillCategory: params.get("skillCategory")?.trim() ?? "",
    isVerified: verification(params.get("isVerified")),
    minRate: rateValue(params.get("minRate")),
    maxRate: rateValue(params.get("maxRate")),
  };
}

/** The directory's order in the URL; anything unknown is the default, best rated. */
export function readSort(params: URLSearchParams): ProfessionalSort {
  return PROFESSIONAL_SORTS.find((sort) => sort === params.get("sort")) ?? DEFAULT_PROFESSIONAL_SORT;
}

/** The URL's parameters with `changes` applied; empty values, "all" and the default order leave the URL. */
export function withFilters(
  params: URLSearchParams,
  changes: Partial<Filters> & { sort?: ProfessionalSort },
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_NAMES) {
    if (!(name in changes)) continue;
    const raw = changes[name]?.trim() ?? "";
    const value = name === "minRate" || name === "maxRate" ? rateValue(raw) : raw;
    if (value === "" || (name === "isVerified" && value === "all")) next.delete(name);
    else next.set(name, value);
  }
  if (changes.sort !== undefined) {
    if (changes.sort === DEFAULT_PROFESSIONAL_SORT) next.delete("sort");
    else next.set("sort", changes.sort);
  }
  return next;
}

/** The filters in use, in a stable order, for the chips and the API query. */
export function activeFilters(filters: Filters): { name: FilterName; value: string }[] {
  return FILTER_NAMES.filter((name) => filters[name] !== NO_FILTERS[name]).map((name) => ({
    name,
    value: filters[name],
  }));
}

export function toApiFilters(
  filters: Filters,
  sort: ProfessionalSort = DEFAULT_PROFESSIONAL_SORT,
): ApiFilters {
  const active = Object.fromEntries(activeFilters(filters).map(({ name, value }) => [name, value]));
  return sort === DEFAULT_PROFESSIONAL_SORT ? active : { ...active, sort };
}

/** A fresh search with just this one filter (the empty state's suggestions). */
export function suggestionHref(name: "skills" | "location", value: string): string {
  return `/professionals?${new URLSearchParams({ [name]: value })}`;
}
