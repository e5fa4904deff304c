import { inArray } from "drizzle-orm";
import type { GeoPoint } from "../../../domain/places";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/**
 * Puts professionals on Instant Help: online, free now, offering `skills` within `serviceRadius` km of
 * `home` (stored to 7 decimals, as the app stores a home).
 */
export async function availableNow(
  db: Db,
  ids: string[],
  at: { home: GeoPoint; skills: string[]; serviceRadius: number },
) {
  await db
    .update(users)
    .set({
      skillCategories: at.skills,
      serviceRadius: at.serviceRadius,
      isOnline: true,
      isFreeNow: true,
      homeLatitude: at.home.latitude.toFixed(7),
      homeLongitude: at.home.longitude.toFixed(7),
    })
    .where(inArray(users.id, ids));
}
