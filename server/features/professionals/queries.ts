import { and, asc, count, countDistinct, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import { countUpTo } from "../../db/capped-count";
import type { DbOrTx } from "../../db/client";
import { containsPattern } from "../../db/like";
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
  isVerified: users.isVerified,
  isOnline: users.isOnline,
};

/** The profile dialog: the card and the rest of the public profile. */
const detailColumns = {
  ...cardColumns,
  bio: users.bio,
  dailyRate: asNumber<number | null>(users.dailyRate),
  responseTime: users.responseTime,
  isFreeNow: users.isFreeNow,
  createdAt: users.createdAt,
};

export type ProfessionalFilters = {
  skills?: string;
  location?: string;
  skillCategory?: string;
  isVerified?: boolean;
};

// Exactly the expression of users_skills_trgm_idx, so the trigram index serves ILIKE on skills.
const skillsText = sql`array_to_string_immutable(${users.skillCategories})`;

/** Listed professionals: role professional, not suspended, matching every filter given. */
export function listedProfessionals(filters: ProfessionalFilters = {}): SQL | undefined {
  const { skills, location, skillCategory, isVerified } = filters;
  return and(
    // Written out (no parameter) so the planner sees the predicate of users_listed_rank_idx.
    sql`${users.role} = 'professional' and ${users.suspendedAt} is null`,
    skills ? ilike(skillsText, containsPattern(skills)) : undefined,
    location ? ilike(users.location, containsPattern(location)) : undefined,
    // The trigram match narrows through the index; the exact (any case) category check decides.
    skillCategory ? ilike(skillsText, containsPattern(skillCategory)) : undefined,
    skillCategory
      ? sql`exists (select 1 from unnest(${users.skillCategories}) as skill(name) where lower(skill.name) = lower(${skillCategory}))`
      : undefined,
    isVerified === undefined ? undefined : eq(users.isVerified, isVerified),
  );
}

/** Best rated first, then most jobs done; the id keeps pages stable. The order of users_listed_rank_idx. */
const rankOrder = [desc(users.rating), desc(users.completedJobs), asc(users.id)];

export async function findProfessionals(
  db: DbOrTx,
  filters: ProfessionalFilters,
  page: { limit: number; offset: number },
) {
  return db
    .select(cardColumns)
    .from(users)
    .where(listedProfessionals(filters))
    .orderBy(...rankOrder)
    .limit(page.limit)
    .offset(page.offset);
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
