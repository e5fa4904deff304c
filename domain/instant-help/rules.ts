// Instant Help limits and texts without zod, so pages can use them without downloading it
// (domain/instant-help/schemas.ts re-exports them next to its schemas).

/** SPEC §5: give up at 60 s without an accepted match. */
export const INSTANT_EXPIRY_SECONDS = 60;

/** The largest service radius (km): the prefilter box of matching. */
export const INSTANT_MAX_RADIUS_KM = 25;

/** Widening: when nobody's own radius covers the customer, anyone free this close (km) is asked. */
export const INSTANT_WIDEN_KM = 10;

/** At most this many professionals are offered one request. */
export const INSTANT_MAX_MATCHES = 20;

export const INSTANT_NO_PLACE = "location: Choose a place from the list or use your current location";

export const INSTANT_TAKEN = "This request has already been taken";

export const INSTANT_NO_MATCH_NOTE = "No professional accepted within 60 seconds";

/** Schedule Later is at most this far ahead. */
export const SCHEDULE_MAX_DAYS = 60;

export const INSTANT_NOT_NO_MATCH = "Only a request nobody took can be scheduled";
