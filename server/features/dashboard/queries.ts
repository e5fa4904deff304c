import { and, asc, avg, count, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ACTIVE_PROJECT_STATUSES } from "../../../domain/jobs/status";
import type { DbOrTx } from "../../db/client";
import { asNumber } from "../../db/numbers";
import { availabilityBlocks, bids, dailyProfessionalMetrics, jobs, reviews, users } from "../../db/schema";
import { nepalDayOf } from "./daily-metrics";

const customer = alias(users, "customer");

const completedBy = (professionalId: string) =>
  and(eq(jobs.hiredProfessionalId, professionalId), eq(jobs.status, "completed"));

export async function findDashboardProfessional(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      profileImageUrl: users.profileImageUrl,
      bio: users.bio,
      location: users.location,
      skills: users.skillCategories,
      hourlyRate: asNumber<number | null>(users.hourlyRate),
      dailyRate: asNumber<number | null>(users.dailyRate),
      isVerified: users.isVerified,
      serviceRadius: users.serviceRadius,
      homeLatitude: asNumber<number | null>(users.homeLatitude),
      homeLongitude: asNumber<number | null>(users.homeLongitude),
      responseTime: users.responseTime,
      acceptanceRate: asNumber<number | null>(users.acceptanceRate),
      cancellationRate: asNumber(users.cancellationRate),
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "professional")));
  return row;
}

/** All-time earnings (final prices) and count of their completed jobs. */
export async function findCompletedTotals(db: DbOrTx, professionalId: string) {
  const [row] = await db
    .select({ earnings: asNumber<number>(sql`coalesce(sum(${jobs.finalPrice}), 0)`), jobs: count() })
    .from(jobs)
    .where(completedBy(professionalId));
  return { earnings: row?.earnings ?? 0, jobs: row?.jobs ?? 0 };
}

/** Completed jobs and earnings per Nepali day, from `fromDay` on. */
export async function findCompletedByDay(db: DbOrTx, professionalId: string, fromDay: string) {
  const day = nepalDayOf(jobs.completedAt);
  return db
    .select({
      day,
      jobs: count(),
      earnings: asNumber<number>(sql`coalesce(sum(${jobs.finalPrice}), 0)`),
    })
    .from(jobs)
    .where(and(completedBy(professionalId), sql`${day} >= ${fromDay}`))
    .groupBy(day);
}

/** Completed jobs and earnings per skill category, most jobs first. */
export async function findCategoryTotals(db: DbOrTx, professionalId: string) {
  return db
    .select({
      category: jobs.skillCategory,
      jobs: count(),
      earnings: asNumber<number>(sql`coalesce(sum(${jobs.finalPrice}), 0)`),
    })
    .from(jobs)
    .where(completedBy(professionalId))
    .groupBy(jobs.skillCategory)
    .orderBy(desc(count()), asc(jobs.skillCategory));
}

export async function findBidCounts(db: DbOrTx, professionalId: string) {
  const [row] = await db
    .select({
      total: count(),
      accepted: sql<number>`count(*) filter (where ${bids.status} = 'accepted')`.mapWith(Number),
    })
    .from(bids)
    .where(eq(bids.professionalId, professionalId));
  return { total: row?.total ?? 0, accepted: row?.accepted ?? 0 };
}

/** Jobs they are hired on and have not finished: accepted or in progress. */
export async function countActiveProjects(db: DbOrTx, professionalId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.hiredProfessionalId, professionalId), inArray(jobs.status, ACTIVE_PROJECT_STATUSES)));
  return row?.n ?? 0;
}

/** How many reviews gave each number of stars. */
export async function findRatingCounts(db: DbOrTx, professionalId: string) {
  return db
    .select({ stars: reviews.rating, count: count() })
    .from(reviews)
    .where(eq(reviews.professionalId, professionalId))
    .groupBy(reviews.rating);
}

/** Their active jobs: scheduled ones by time, then the ones under way, then the longest waiting. */
export async function findSchedule(db: DbOrTx, professionalId: string, limit: number) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      location: jobs.location,
      skillCategory: jobs.skillCategory,
      scheduledAt: jobs.scheduledAt,
      acceptedAt: jobs.acceptedAt,
      startedAt: jobs.startedAt,
      customerFirstName: customer.firstName,
      customerLastName: customer.lastName,
    })
    .from(jobs)
    .innerJoin(customer, eq(customer.id, jobs.customerId))
    .where(and(eq(jobs.hiredProfessionalId, professionalId), inArray(jobs.status, ACTIVE_PROJECT_STATUSES)))
    .orderBy(
      sql`${jobs.scheduledAt} asc nulls last`,
      sql`${jobs.status} = 'in-progress' desc`,
      sql`${jobs.acceptedAt} asc nulls last`,
      asc(jobs.id),
    )
    .limit(limit);
}

/** The average of the days that measured a response time, from `fromDay` on; null if none did. */
export async function findRecentResponseTime(db: DbOrTx, professionalId: string, fromDay: string) {
  const [row] = await db
    .select({ minutes: asNumber<number | null>(avg(dailyProfessionalMetrics.responseTimeAvg)) })
    .from(dailyProfessionalMetrics)
    .where(
      and(
        eq(dailyProfessionalMetrics.professionalId, professionalId),
        gte(dailyProfessionalMetrics.date, fromDay),
      ),
    );
  return row?.minutes ?? null;
}

export async function countWeeklyBlocks(db: DbOrTx, professionalId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(availabilityBlocks)
    .where(
      and(eq(availabilityBlocks.professionalId, professionalId), eq(availabilityBlocks.isAvailable, true)),
    );
  return row?.n ?? 0;
}

const customerPoint = sql`ll_to_earth(${jobs.customerLatitude}::float8, ${jobs.customerLongitude}::float8)`;

/**
 * Open jobs whose customer is within `radiusKm` of the home point, counted per place with the
 * nearest one's distance. The earth_box test uses jobs_customer_earth_idx (same expression, same
 * partial condition); earth_distance then drops the box's corners.
 */
export async function findOpenJobsNearby(
  db: DbOrTx,
  home: { latitude: number; longitude: number; radiusKm: number },
  excludeCustomerId: string,
) {
  const centre = sql`ll_to_earth(${home.latitude}::float8, ${home.longitude}::float8)`;
  const radiusM = home.radiusKm * 1000;
  const distanceM = sql`earth_distance(${centre}, ${customerPoint})`;
  return db
    .select({
      location: jobs.location,
      jobs: count(),
      nearestKm: sql<number>`round((min(${distanceM}) / 1000)::numeric, 1)`.mapWith(Number),
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "open"),
        ne(jobs.customerId, excludeCustomerId),
        sql`${jobs.customerLatitude} is not null and ${jobs.customerLongitude} is not null`,
        sql`earth_box(${centre}, ${radiusM}::float8) @> ${customerPoint}`,
        sql`${distanceM} <= ${radiusM}::float8`,
      ),
    )
    .groupBy(jobs.location)
    .orderBy(desc(count()), sql`3 asc`, asc(jobs.location));
}
