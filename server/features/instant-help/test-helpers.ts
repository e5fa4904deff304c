import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { GeoPoint } from "../../../domain/places";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { send } from "../../test/requests";

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
      // Their call-out price, which taking a request binds.
      hourlyRate: "800.00",
      homeLatitude: at.home.latitude.toFixed(7),
      homeLongitude: at.home.longitude.toFixed(7),
    })
    .where(inArray(users.id, ids));
}

/** POST /api/jobs/instant as the customer signed in with `cookie`; the request must be taken (201): its job id. */
export async function requestInstantHelp(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown>,
) {
  const response = await send(app, "POST", "/api/jobs/instant", cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().jobId as string;
}

/** A professional back from an instant job turns Free Now on again (taking one turned it off). */
export async function freeAgain(db: Db, id: string) {
  await db
    .update(users)
    .set({ isFreeNow: true })
    .where(inArray(users.id, [id]));
}
