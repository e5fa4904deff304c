import { and, asc, count, countDistinct, desc, eq, gte, ilike, lte, type SQL, sql } from "drizzle-orm";
import type { GeoPoint } from "../../../domain/places";
import type { ProfessionalSort } from "../../../domain/professionals/ranking";
import { countUpTo } from "../../db/capped-count";
import type { DbOrTx } from "../../db/client";
import { earthPoint, snappedHome } from "../../db/home-grid";
import { containsPattern } from "../../db/like";
import { locationMatches } from "../../db/location-match";
import { asNumber } from "../../db/numbers";
import { availabilityBlocks, jobs, reviews, users } from "../../db/schema";

/** The public card of a professional: what the directory's card shows (never email, password or session data). */
export const cardColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  location: users.location,
  skillCategories: users.skillCategories,
  hourlyRate: asNumber<number | null>(users.hourlyRate),
  rating: asNumber(users.rating),
  completedJobs: users.completedJobs,
  reviewCount: users.reviewCount,
  isVerified: users.isVerified,
  isOnline: users.isOnline,
};

/** The profile dialog: the card and the rest of the public profile. */
const detailColumns = {
  ...cardColumns,
  bio: users.bio,
  dailyRate: asNumber<number | null>(users.dailyRate),
  responseTime: users.responseTime,
  acceptanceRate: asNumber<number | null>(users.acceptanceRate),
  cancellationRate: asNumber(users.cancellationRate),
  isFreeNow: users.isFreeNow,
  createdAt: users.createdAt,
};

export type ProfessionalFilters = {
  skills?: string;
  location?: string;
  skillCategory?: string;
  isVerified?: boolean;
  /** Hourly rate at least / at most (NPR); either leaves out professionals without a rate. */
  minRate?: number;
  maxRate?: number;
  /** Only those with a home point: nearest first has nothing to measure for the others. */
  withHome?: boolean;
};

// Exactly the expression of users_skills_trgm_idx, so the trigram index serves ILIKE on skills.
const skillsText = sql`array_to_string_immutable(${users.skillCategories})`;

/** Listed professionals: role professional, not suspended, matching every filter given. */
export function listedProfessionals(filters: ProfessionalFilters = {}): SQL | undefined {
  const { skills, location, skillCategory, isVerified, minRate, maxRate, withHome } = filters;
  return and(
    // Written out (no parameter) so the planner sees the predicate of users_listed_rank_idx.
    sql`${users.role} = 'professional' and ${users.suspendedAt} is null`,
    skills ? ilike(skillsText, containsPattern(skills)) : undefined,
    location ? locationMatches(users.location, location) : undefined,
    // The trigram match narrows through the index; the exact (any case) category check decides.
    skillCategory ? ilike(skillsText, containsPattern(skillCategory)) : undefined,
    skillCategory
      ? sql`exists (select 1 from unnest(${users.skillCategories}) as skill(name) where lower(skill.name) = lower(${skillCategory}))`
      : undefined,
    isVerified === undefined ? undefined : eq(users.isVerified, isVerified),
    minRate === undefined ? undefined : gte(users.hourlyRate, minRate.toFixed(2)),
    maxRate === undefined ? undefined : lte(users.hourlyRate, maxRate.toFixed(2)),
    // Written out, so the planner sees the predicate of users_listed_home_idx.
    withHome ? sql`${users.homeLatitude} is not null and ${users.homeLongitude} is not null` : undefined,
  );
}

/**
 * Best rated first by the confidence-weighted rating (domain/professionals/ranking.ts), then most
 * jobs done; the id keeps pages stable. The order of users_listed_rank_idx.
 */
const rankOrder = [desc(users.rankScore), desc(users.completedJobs), asc(users.id)];

/** A page's order: each is the order of an index (users_listed_*), so a page stops after its rows. */
function orderOf(sort: ProfessionalSort, from: GeoPoint | null): SQL[] {
  switch (sort) {
    case "price-asc":
      return [sql`${users.hourlyRate} asc nulls last`, asc(users.id)];
    case "price-desc":
      return [sql`${users.hourlyRate} desc nulls last`, asc(users.id)];
    case "distance":
      // Nearest snapped home first (KNN on users_listed_home_idx); many homes share a cell, so the
      // id orders those within one (an incremental sort over the index's order).
      return from ? [sql`${snappedHome} <-> ${earthPoint(from)}`, asc(users.id)] : rankOrder;
    default:
      return rankOrder;
  }
}

export type DirectoryOrder = { sort: ProfessionalSort; from: GeoPoint | null };

/** A page of the directory in the order asked, each card with its distance in metres when measured from a place. */
export function findProfessionals(
  db: DbOrTx,
  filters: ProfessionalFilters,
  page: { limit: number; offset: number },
  order: DirectoryOrder = { sort: "rating", from: null },
) {
  const from = order.sort === "distance" ? order.from : null;
  return db
    .select({
      ...cardColumns,
      distanceM: from
        ? sql<number>`earth_distance(${snappedHome}, ${earthPoint(from)})`.mapWith(Number)
        : sql<null>`null`,
    })
    .from(users)
    .where(and(listedProfessionals(filters), from ? withinPageReach(filters, page, from) : undefined))
    .orderBy(...orderOf(order.sort, from))
    .limit(page.limit)
    .offset(page.offset);
}

/** Farther than any two points of the earth (chord, metres): no bound at all. */
const BEYOND_THE_EARTH_M = 2e7;

/**
 * Nearest first with the id between equals reads an incremental sort over the KNN order of
 * users_listed_home_idx on PostgreSQL 17 and newer; older servers (15 and 16, which the README
 * allows) cannot order by part of an operator's order and would sort every listed home. So the
 * page first finds, by the KNN order alone, how far its last row is (an index walk that stops
 * there), and reads only the homes within that distance (the same index, a box of that size):
 * every home as near as the page's last, ties included, so the id decides among equals and pages
 * stay stable. A page past the end has no bound (and few rows before it).
 */
function withinPageReach(
  filters: ProfessionalFilters,
  page: { limit: number; offset: number },
  from: GeoPoint,
) {
  const distance = sql`${snappedHome} <-> ${earthPoint(from)}`;
  const reach = sql`coalesce((select ${distance} from ${users} where ${listedProfessionals(filters)}
    order by ${distance} offset ${page.offset + page.limit - 1} limit 1), ${sql.raw(String(BEYOND_THE_EARTH_M))})`;
  // The box holds every point within the reach (a metre more for rounding); the distance decides.
  return sql`cube_enlarge(${earthPoint(from)}, ${reach} + 1, 3) @> ${snappedHome} and ${distance} <= ${reach}`;
}

/** How many match, up to LIST_TOTAL_CAP (read in rank order, so it stops there). */
export function countProfessionals(db: DbOrTx, filters: ProfessionalFilters) {
  const matches = db
    .select({ id: users.id })
    .from(users)
    .where(listedProfessionals(filters))
    .orderBy(...rankOrder)
    .$dynamic();
  return countUpTo(db, matches);
}

export async function findProfessional(db: DbOrTx, id: string) {
  const [row] = await db
    .select(detailColumns)
    .from(users)
    .where(and(eq(users.id, id), listedProfessionals()));
  return row;
}

export async function isListedProfessional(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), listedProfessionals()));
  return row !== undefined;
}

/** The completed jobs a professional was hired for. */
export const completedBy = (professionalId: string) =>
  and(eq(jobs.hiredProfessionalId, professionalId), eq(jobs.status, "completed"));

/**
 * Earnings (sum of final prices) and count of their completed jobs, and how many customers reviewed
 * them: the rating beside it counts each customer once (recomputeProfessionalStats), so does this.
 */
export async function findProfessionalStatistics(db: DbOrTx, professionalId: string) {
  const [work] = await db
    .select({
      totalEarnings: asNumber(sql`coalesce(sum(${jobs.finalPrice}), 0)`),
      jobsDone: count(),
    })
    .from(jobs)
    .where(completedBy(professionalId));
  const [rated] = await db
    .select({ reviewCount: countDistinct(reviews.customerId) })
    .from(reviews)
    .where(eq(reviews.professionalId, professionalId));
  return {
    totalEarnings: work?.totalEarnings ?? 0,
    jobsDone: work?.jobsDone ?? 0,
    reviewCount: rated?.reviewCount ?? 0,
  };
}

export async function findWeeklyAvailability(db: DbOrTx, professionalId: string) {
  return db
    .select({
      dayOfWeek: availabilityBlocks.dayOfWeek,
      startTime: availabilityBlocks.startTime,
      endTime: availabilityBlocks.endTime,
    })
    .from(availabilityBlocks)
    .where(
      and(eq(availabilityBlocks.professionalId, professionalId), eq(availabilityBlocks.isAvailable, true)),
    )
    .orderBy(asc(availabilityBlocks.dayOfWeek), asc(availabilityBlocks.startTime));
}
