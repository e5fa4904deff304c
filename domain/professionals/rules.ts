// Rules and constants of professionals without zod, so the lightest pages (home) can use them
// without downloading it.

/** Cards per page of the directory and per "Load more". */
export const PROFESSIONALS_PAGE_SIZE = 12;
/** The customer home shows the first 8 (SPEC §9: 8 skeletons for professionals). */
export const HOME_PROFESSIONALS_COUNT = 8;
export const MAX_PAGE_SIZE = 50;

/** "Aarati S." — how a reviewer is named in public. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}

/** The first two skills on a card, and how many more there are ("+N more", SPEC §2). */
export function skillsPreview(skills: readonly string[], shown = 2): { visible: string[]; more: number } {
  return { visible: skills.slice(0, shown), more: Math.max(0, skills.length - shown) };
}
