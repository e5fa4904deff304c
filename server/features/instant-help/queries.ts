import { and, eq, lt, ne, type SQL, sql } from "drizzle-orm";
import { INSTANT_MAX_MATCHES, INSTANT_MAX_RADIUS_KM } from "../../../domain/instant-help";
import type { GeoPoint } from "../../../domain/places";
import type { DbOrTx } from "../../db/client";
import { asNumber } from "../../db/numbers";
import { instantDispatches, jobs, users } from "../../db/schema";

// Exactly the expression of users_available_home_idx, so the GiST index serves the earth_box test
// and the nearest-first order.
const homePoint = sql`ll_to_earth(${users.homeLatitude}::float8, ${users.homeLongitude}::float8)`;
// At the precision coordinates are stored with (numeric(10,7)): a subnormal such as 5e-324 would make
// PostgreSQL's float arithmetic inside ll_to_earth fail with "value out of range: underflow".
const pointOf = (p: GeoPoint) =>
  sql`ll_to_earth(${p.latitude.toFixed(7)}::float8, ${p.longitude.toFixed(7)}::float8)`;

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
const nearestTo = (centre: SQL) => sql`${homePoint} <-> ${centre}`;

/** Ascending distance, then id: the order of a page read with nearestTo, made stable. */
const byDistanceThenId =
  <T>(distance: (row: T) => number, id: (row: T) => string) =>
  (a: T, b: T) =>
    distance(a) - distance(b) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0);

const hasSkill = (category: string) =>
  sql`exists (select 1 from unnest(${users.skillCategories}) as skill where lower(skill) = lower(${category}))`;

export type Match = { professionalId: string; distanceM: number };

/**
 * Who an instant request goes to, nearest first (at most INSTANT_MAX_MATCHES):
 * - first pass: every available professional with the skill whose OWN service radius around their
 *   home covers the customer;
 * - widening, only when the first pass finds nobody: the same people regardless of their radius,
 *   within `widenKm` of the customer.
 * Both passes prefilter with earth_box(customer, 25 km) @> home point (the GiST index; 25 km is the
 * largest radius anyone can set), then earth_distance drops the box's corners.
 */
export async function findMatches(
  db: DbOrTx,
  customer: GeoPoint,
  category: string,
  widenKm: number,
  excludeUserId?: string,
): Promise<{ matches: Match[]; widened: boolean }> {
  const centre = pointOf(customer);
  const distanceM = sql<number>`earth_distance(${homePoint}, ${centre})`;
  const pass = (within: ReturnType<typeof sql>) =>
    db
      .select({ professionalId: users.id, distanceM: sql<number>`round(${distanceM})::int`.mapWith(Number) })
      .from(users)
      .where(
        and(
          availableNow,
          excludeUserId ? ne(users.id, excludeUserId) : undefined,
          hasSkill(category),
          sql`earth_box(${centre}, ${INSTANT_MAX_RADIUS_KM * 1000}::float8) @> ${homePoint}`,
          within,
        ),
      )
      .orderBy(nearestTo(centre))
      .limit(INSTANT_MAX_MATCHES)
      .then((rows) =>
        rows.sort(
          byDistanceThenId(
            (m) => m.distanceM,
            (m) => m.professionalId,
          ),
        ),
      );
  const own = await pass(sql`${distanceM} <= ${users.serviceRadius} * 1000.0`);
  if (own.length > 0) return { matches: own, widened: false };
  const wide = await pass(sql`${distanceM} <= ${widenKm * 1000}::float8`);
  return { matches: wide, widened: true };
}

/** Available professionals nearest to a point (within 25 km), optionally with a skill. */
export async function findNearbyAvailable(db: DbOrTx, point: GeoPoint, category?: string, limit = 50) {
  const centre = pointOf(point);
  const distanceM = sql`earth_distance(${homePoint}, ${centre})`;
  const rows = await db
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
      distanceKm: sql<number>`round((${distanceM} / 1000)::numeric, 1)`.mapWith(Number),
      distanceM: sql<number>`${distanceM}`.mapWith(Number),
    })
    .from(users)
    .where(
      and(
        availableNow,
        category ? hasSkill(category) : undefined,
        sql`earth_box(${centre}, ${INSTANT_MAX_RADIUS_KM * 1000}::float8) @> ${homePoint}`,
        sql`${distanceM} <= ${INSTANT_MAX_RADIUS_KM * 1000}::float8`,
      ),
    )
    .orderBy(nearestTo(centre))
    .limit(limit);
  return rows
    .sort(
      byDistanceThenId(
        (row) => row.distanceM,
        (row) => row.id,
      ),
    )
    .map(({ distanceM: _exact, ...row }) => row);
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

export async function findHiredCard(db: DbOrTx, professionalId: string) {
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
