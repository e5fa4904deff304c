import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { SEARCH_POINTS_PER_HOUR, searchCell } from "../../../domain/distance-band";
import type { GeoPoint } from "../../../domain/places";
import type { Db } from "../../db/client";
import { nearbySearchCells } from "../../db/schema";

/** At most `max` distinct search cells per account in `windowMs`; `false` lifts the limit. */
export type SearchPointLimit = { max: number; windowMs: number } | false;

export const DEFAULT_SEARCH_POINT_LIMIT: SearchPointLimit = {
  max: SEARCH_POINTS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
};

export type SearchPointVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts the place an account searches nearby professionals from (its ~1 km cell) and says whether
 * it may: a cell already used in the window is always allowed (it tells nothing new), a new one
 * only while fewer than `max` were used. Distances are banded and homes snapped already; this
 * only keeps anyone from mapping the bands from hundreds of points. One account at a time (an
 * advisory lock), so parallel requests cannot each take the last cell.
 */
export async function takeSearchPoint(
  db: Db,
  userId: string,
  point: GeoPoint,
  limit: SearchPointLimit,
  at: Date,
): Promise<SearchPointVerdict> {
  if (!limit) return { allowed: true };
  const cell = searchCell(point);
  const mine = eq(nearbySearchCells.userId, userId);
  const windowStart = new Date(at.getTime() - limit.windowMs);
  // The common case, a place already searched from (the same list refreshed): one key lookup, no lock.
  const [known] = await db
    .select({ userId: nearbySearchCells.userId })
    .from(nearbySearchCells)
    .where(
      and(
        mine,
        eq(nearbySearchCells.cellLat, cell.lat),
        eq(nearbySearchCells.cellLng, cell.lng),
        gt(nearbySearchCells.firstUsedAt, windowStart),
      ),
    );
  if (known) return { allowed: true };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`nearby-search:${userId}`}, 0))`);
    await tx.delete(nearbySearchCells).where(and(mine, lte(nearbySearchCells.firstUsedAt, windowStart)));
    const used = await tx
      .select({
        lat: nearbySearchCells.cellLat,
        lng: nearbySearchCells.cellLng,
        firstUsedAt: nearbySearchCells.firstUsedAt,
      })
      .from(nearbySearchCells)
      .where(mine)
      .orderBy(asc(nearbySearchCells.firstUsedAt));
    if (used.some((u) => u.lat === cell.lat && u.lng === cell.lng)) return { allowed: true };
    const oldest = used[0];
    if (oldest && used.length >= limit.max) {
      return { allowed: false, retryAfterMs: oldest.firstUsedAt.getTime() + limit.windowMs - at.getTime() };
    }
    await tx
      .insert(nearbySearchCells)
      .values({ userId, cellLat: cell.lat, cellLng: cell.lng, firstUsedAt: at });
    return { allowed: true };
  });
}

/** "1 minute", "17 minutes": how long until a new place may be searched from. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
