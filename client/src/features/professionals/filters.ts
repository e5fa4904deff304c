/** The directory's filters as they live in the URL (SPEC §2): skills, location, isVerified, skillCategory. */
export type Verification = "all" | "true" | "false";
export type Filters = { skills: string; location: string; skillCategory: string; isVerified: Verification };
export type FilterName = keyof Filters;
/** What the API is asked: only the filters that are set. */
export type ApiFilters = Partial<Record<FilterName, string>>;

const FILTER_NAMES: FilterName[] = ["skills", "location", "skillCategory", "isVerified"];
export const NO_FILTERS: Filters = { skills: "", location: "", skillCategory: "", isVerified: "all" };

function verification(value: string | null): Verification {
  return value === "true" || value === "false" ? value : "all";
}

export function readFilters(params: URLSearchParams): Filters {
  return {
    skills: params.get("skills")?.trim() ?? "",
    location: params.get("location")?.trim() ?? "",
    skillCategory: params.get("skillCategory")?.trim() ?? "",
    isVerified: verification(params.get("isVerified")),
  };
}

/** The URL's parameters with `changes` applied; empty values and "all" leave the URL. */
export function withFilters(params: URLSearchParams, changes: Partial<Filters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_NAMES) {
    if (!(name in changes)) continue;
    const value = changes[name]?.trim() ?? "";
    if (value === "" || (name === "isVerified" && value === "all")) next.delete(name);
    else next.set(name, value);
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

export function toApiFilters(filters: Filters): ApiFilters {
  return Object.fromEntries(activeFilters(filters).map(({ name, value }) => [name, value]));
}

/** A fresh search with just this one filter (the empty state's suggestions). */
export function suggestionHref(name: "skills" | "location", value: string): string {
  return `/professionals?${new URLSearchParams({ [name]: value })}`;
}
