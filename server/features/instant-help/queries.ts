import { and, eq, lt, ne, type SQL, sql } from "drizzle-orm";
import { INSTANT_MAX_MATCHES, INSTANT_MAX_RADIUS_KM } from "../../../domain/instant-help/schemas";
import type { GeoPoint } from "../../../domain/places";
import type { DbOrTx } from "../../db/client";
import { earthPoint, snappedHome } from "../../db/home-grid";
import { asNumber } from "../../db/numbers";
import { instantDispatches, jobs, users } from "../../db/schema";

// The home as others may learn it (snapped, server/db/home-grid.ts) decides everything others see.
const gridHome = snappedHome;
// The exact home: only for what its owner sees (how far a request offered to them is).
const exactHome = sql`ll_to_earth(${users.homeLatitude}::float8, ${users.homeLongitude}::float8)`;
const pointOf = earthPoint;

/**
 * Professionals who can take work right now: listed, online and free now, with a home point.
 * Written out (no parameters) so the planner sees the predicate of users_available_home_idx.
 */
const availableNow = sql`${users.role} = 'professional' and ${users.suspendedAt} is null and ${users.isOnline} and ${users.isFreeNow} and ${users.homeLatitude} is not null and ${users.homeLongitude} is not null`;

/**
 * Nearest first, read from the GiST index (KNN) so the scan stops at the page instead of sorting
 * every match: cube's <-> is the straight-line distance, which orders points as the great-circle
 * distance does. No id after it (PostgreSQL would then sort every match): callers break exact ties.
 */
const nearestTo = (centre: SQL) => sql`${gridHome} <-> ${centre}`;

/** Ascending distance, then id: the order of a page read with nearestTo, made stable. */
const byDistanceThenId =
  <T>(distance: (row: T) => number, id: (row: T) => string) =>
  (a: T, b: T) =>
    distance(a) - distance(b) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0);

const hasSkill = (category: string) =>
  sql`exists (select 1 from unnest(${users.skillCategories}) as skill where lower(skill) = lower(${category}))`;

/** distanceM: from the professional's exact home, for their eyes only (the offer they receive). */
export type Match = { professionalId: string; distanceM: number };

/**
 * Who an instant request goes to, nearest first (at most INSTANT_MAX_MATCHES):
 * - first pass: every available professional with the skill whose OWN service radius around their
 *   home covers the customer;
 * - widening, only when the first pass finds nobody: the same people regardless of their radius,
 *   within `widenKm` of the customer.
 * Both passes prefilter with earth_box(customer, 25 km) @> home point (the GiST index; 25 km is the
 * largest radius anyone can set), then earth_distance drops the box's corners. Who is matched and
 * in what order is decided on the snapped home: the customer sees how many were matched.
 */
export async function findMatches(
  db: DbOrTx,
  customer: GeoPoint,
  category: string,
  widenKm: number,
  excludeUserId?: string,
): Promise<{ matches: Match[]; widened: boolean }> {
  const centre = pointOf(customer);
  const distanceM = sql<number>`earth_distance(${gridHome}, ${centre})`;
  const pass = (within: ReturnType<typeof sql>) =>
    db
      .select({
        professionalId: users.id,
        gridM: sql<number>`${distanceM}`.mapWith(Number),
        distanceM: sql<number>`round(earth_distance(${exactHome}, ${centre}))::int`.mapWith(Number),
      })
      .from(users)
      .where(
        and(
          availableNow,
          excludeUserId ? ne(users.id, excludeUserId) : undefined,
          hasSkill(category),
          sql`earth_box(${centre}, ${INSTANT_MAX_RADIUS_KM * 1000}::float8) @> ${gridHome}`,
          within,
        ),
      )
      .orderBy(nearestTo(centre))
      .limit(INSTANT_MAX_MATCHES)
      .then((rows) =>
        rows
          .sort(
            byDistanceThenId(
              (m) => m.gridM,
              (m) => m.professionalId,
            ),
          )
          .map(({ professionalId, distanceM }) => ({ professionalId, distanceM })),
      );
  const own = await pass(sql`${distanceM} <= ${users.serviceRadius} * 1000.0`);
  if (own.length > 0) return { matches: own, widened: false };
  const wide = await pass(sql`${distanceM} <= ${widenKm * 1000}::float8`);
  return { matches: wide, widened: true };
}

/**
 * Available professionals nearest to a point (within 25 km of their snapped home), optionally with
 * a skill, each with the distance from their snapped home (metres) for the band.
 */
export async function findNearbyAvailable(db: DbOrTx, point: GeoPoint, category?: string, limit = 50) {
  const rows = await nearbyAvailable(db, point, category, limit);
  return rows.sort(
    byDistanceThenId(
      (row) => row.distanceM,
      (row) => row.id,
    ),
  );
}

/** The statement of findNearbyAvailable, unsorted (its plan is tested to read users_available_home_idx). */
export function nearbyAvailable(db: DbOrTx, point: GeoPoint, category?: string, limit = 50) {
  const centre = pointOf(point);
  const distanceM = sql`earth_distance(${gridHome}, ${centre})`;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      isVerified: users.isVerified,
      rating: asNumber<number>(sql`coalesce(${users.rating}, 0)`),
      completedJobs: users.completedJobs,
      location: users.location,
      skillCategories: users.skillCategories,
      distanceM: sql<number>`${distanceM}`.mapWith(Number),
    })
    .from(users)
    .where(
      and(
        availableNow,
        category ? hasSkill(category) : undefined,
        sql`earth_box(${centre}, ${INSTANT_MAX_RADIUS_KM * 1000}::float8) @> ${gridHome}`,
        sql`${distanceM} <= ${INSTANT_MAX_RADIUS_KM * 1000}::float8`,
      ),
    )
    .orderBy(nearestTo(centre))
    .limit(limit);
}

export async function insertDispatches(db: DbOrTx, jobId: string, matches: Match[]) {
  if (matches.length === 0) return;
  await db
    .insert(instantDispatches)
    .values(matches.map((m) => ({ jobId, professionalId: m.professionalId, distanceM: m.distanceM })));
}

export async function findDispatches(db: DbOrTx, jobId: string) {
  return db
    .select({ professionalId: instantDispatches.professionalId, distanceM: instantDispatches.distanceM })
    .from(instantDispatches)
    .where(eq(instantDispatches.jobId, jobId));
}

/** An instant job as its rules need it, locked when a write depends on it. */
export async function findInstantJob(db: DbOrTx, id: string, lock?: "update") {
  const query = db
    .select({
      id: jobs.id,
      customerId: jobs.customerId,
      title: jobs.title,
      jobType: jobs.jobType,
      status: jobs.status,
      dispatchedAt: jobs.dispatchedAt,
      hiredProfessionalId: jobs.hiredProfessionalId,
      finalPrice: asNumber<number | null>(jobs.finalPrice),
      customerLatitude: asNumber<number | null>(jobs.customerLatitude),
      customerLongitude: asNumber<number | null>(jobs.customerLongitude),
      /** Cancelled by the deadline (no one accepted), not by the customer: the no-match case. */
      // Spelled out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
      expired: sql<boolean>`exists (select 1 from job_status_events e where e.job_id = "jobs"."id" and e.new_status = 'cancelled' and e.triggered_by is null)`,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  const [row] = await (lock ? query.for(lock) : query);
  return row;
}

/** Instant jobs still dispatched whose deadline (dispatchedAt + ttl) is before `now`. */
export async function findOverdueInstantJobs(db: DbOrTx, dispatchedBefore: Date) {
  return db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.jobType, "instant"),
        eq(jobs.status, "dispatched"),
        lt(jobs.dispatchedAt, dispatchedBefore),
      ),
    )
    .limit(100);
}

/**
 * The hired professional as their customer sees them; gridM is how far their snapped home is from
 * the customer's point (metres), null without either point.
 */
export async function findHiredCard(db: DbOrTx, professionalId: string, customer: GeoPoint | null) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      rating: asNumber<number>(sql`coalesce(${users.rating}, 0)`),
      completedJobs: users.completedJobs,
      isVerified: users.isVerified,
      phone: users.phone,
      gridM: customer
        ? sql<number | null>`earth_distance(${gridHome}, ${pointOf(customer)})`.mapWith(Number)
        : sql<null>`null::float8`,
    })
    .from(users)
    .where(eq(users.id, professionalId));
  return row;
}

export async function findHomePoint(db: DbOrTx, userId: string): Promise<GeoPoint | null> {
  const [row] = await db
    .select({
      latitude: asNumber<number | null>(users.homeLatitude),
      longitude: asNumber<number | null>(users.homeLongitude),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.latitude === null || row.longitude === null) return null;
  return { latitude: row.latitude, longitude: row.longitude };
}

/** A professional's hourly rate: their call-out price for the first hour of an instant job. */
export async function findCallOutPrice(db: DbOrTx, professionalId: string): Promise<number | null> {
  const [row] = await db
    .select({ rate: asNumber<number | null>(users.hourlyRate) })
    .from(users)
    .where(eq(users.id, professionalId));
  return row?.rate ?? null;
}

/**
 * A professional who took an instant request is on his way to it: no longer free now, so no other
 * request is offered to him until he says he is free again.
 */
export async function markBusy(db: DbOrTx, professionalId: string) {
  await db.update(users).set({ isFreeNow: false }).where(eq(users.id, professionalId));
}
