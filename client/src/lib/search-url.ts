export type ProfessionalSearch = { skills?: string; location?: string };

/** /professionals with `skills` and `location`, each only when filled (SPEC §2, §5). */
export function buildSearchUrl({ skills, location }: ProfessionalSearch): string {
  const params = new URLSearchParams();
  const service = skills?.trim();
  const place = location?.trim();
  if (service) params.set("skills", service);
  if (place) params.set("location", place);
  const query = params.toString();
  return query ? `/professionals?${query}` : "/professionals";
}
