// Ids without zod, for pages that check an id from the URL without downloading it.

/** The UUIDs z.uuid() accepts: RFC 9562 versions 1 to 8, and the nil and max UUIDs. */
export const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** The value when it is a UUID (as z.uuid() checks it), else undefined. */
export function uuidOrUndefined(value: string | null | undefined): string | undefined {
  return value && UUID_PATTERN.test(value) ? value : undefined;
}
