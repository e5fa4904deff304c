// How far a professional is, as others may see it: never their home, never a precise distance.
// Without zod, so pages can use it without downloading it.

/**
 * A professional's home as everyone but its owner sees it: snapped to a fixed grid of 0.01° of
 * latitude and longitude (about 1.1 km × 1.0 km in Nepal), the same cell on every request so that
 * repeated queries average nothing out. The grid is coarser than the 1 km bands on purpose: the
 * edge of a band (and of the 25 km radius) can be bisected to the snapped point exactly, so the
 * cell is all anyone can learn, and the home sits up to ~740 m (on average ~400 m) from its snapped
 * point. In SQL this is `round(home_latitude, 2)` (see server/features/instant-help/queries.ts).
 */
export const HOME_GRID_DECIMALS = 2;

/**
 * The distance band shown for a professional: the whole kilometres below the distance from their
 * snapped home (0: under 1 km, 1: 1–2 km, 7: 7–8 km). Never a fraction, so nothing finer leaks.
 */
export function distanceBand(metres: number): number {
  return Math.max(0, Math.floor(metres / 1000));
}

/**
 * Where a search is made from, counted for the search-point limit: a cell of 0.01° (~1 km), so a
 * person moving around their own neighbourhood uses one or two cells, not one per GPS fix.
 */
export function searchCell(point: { latitude: number; longitude: number }): { lat: number; lng: number } {
  return { lat: Math.round(point.latitude * 100), lng: Math.round(point.longitude * 100) };
}

/** At most this many distinct search cells per account per hour (GET /api/professionals/nearby). */
export const SEARCH_POINTS_PER_HOUR = 20;

export const TOO_MANY_SEARCH_POINTS = (max: number, wait: string) =>
  `You have searched from ${max} different places in the last hour: to keep professionals' homes private, search again from a new place in ${wait}. Places you already searched from still work.`;
