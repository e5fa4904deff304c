export type ProfessionalSearch = { skills?: string; location?: string };

/** What a new search from the header keeps of the directory it is made on: its order and hourly-rate range. */
const KEPT_CHOICES = ["sort", "minRate", "maxRate"] as const;

/**
 * /professionals with `skills` and `location`, each only when filled (SPEC §2, §5). Made on the
 * directory itself (`current`: its URL's parameters), the new search keeps the order and the
 * hourly-rate range chosen there; the other filters are the new search's to set.
 */
export function buildSearchUrl({ skills, location }: ProfessionalSearch, current?: URLSearchParams): string {
  const params = new URLSearchParams();
  const service = skills?.trim();
  const place = location?.trim();
  if (service) params.set("skills", service);
  if (place) params.set("location", place);
  for (const name of KEPT_CHOICES) {
    const value = current?.get(name);
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `/professionals?${query}` : "/professionals";
}
