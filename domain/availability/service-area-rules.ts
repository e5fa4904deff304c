// Service area limits and rules without zod, so pages can use them without downloading it
// (domain/availability/service-area.ts re-exports them next to its schemas).

/** SPEC §5, §9: the service radius is a whole number of kilometres from 1 to 25 (5 by default). */
export const SERVICE_RADIUS_MIN = 1;

export const SERVICE_RADIUS_MAX = 25;

export const SERVICE_RADIUS_CHIPS = [2, 3, 5, 10] as const;

export const FREE_NOW_NEEDS_ONLINE = "isFreeNow: Free Now can only be on while you are Online";

export const HOME_NEEDS_BOTH = "homeLatitude and homeLongitude go together: send both or neither";

export type Switches = { isOnline: boolean; isFreeNow: boolean };

/**
 * The Online and Free Now switches after a change (SPEC §4): Free Now can be turned on only while
 * Online is on, and turning Online off turns Free Now off. Null when the change asks for Free Now
 * while offline.
 */
export function nextSwitches(current: Switches, change: Partial<Switches>): Switches | null {
  const isOnline = change.isOnline ?? current.isOnline;
  if (change.isFreeNow === true && !isOnline) return null;
  return { isOnline, isFreeNow: isOnline && (change.isFreeNow ?? current.isFreeNow) };
}

/** A coordinate as the API stores and returns it: 7 decimal places. */
export function coordinateText(value: number): string {
  return value.toFixed(7);
}
