// Profile limits without zod, so pages can use them without downloading it
// (domain/profile/schemas.ts re-exports them next to its schemas).

export const BIO_MAX = 1000;

export const SKILLS_MAX = 10;

type Named = { firstName: string; lastName: string };

const nameKey = (person: Named) =>
  `${person.firstName} ${person.lastName}`.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/**
 * Whether the change makes a different name: the Verified badge stands for the name on the ID an
 * admin checked, so a new name (not just new capitals or spacing) is no longer verified.
 */
export const isRename = (before: Named, after: Named) => nameKey(before) !== nameKey(after);
