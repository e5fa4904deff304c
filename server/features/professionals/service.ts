import type { CurrentUser } from "../../../domain/auth/user";
import { distanceBand } from "../../../domain/distance-band";
import { nepalDay } from "../../../domain/kathmandu-day";
import type { GeoPoint } from "../../../domain/places";
import type { ProfessionalSort } from "../../../domain/professionals/ranking";
import { shortName } from "../../../domain/professionals/rules";
import type {
  ProfessionalDetail,
  ProfessionalReviewsPage,
  ProfessionalsPage,
  ProfessionalTasksPage,
} from "../../../domain/professionals/schemas";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import { findUpcomingDaysOff } from "../availability/queries";
import { findHomePoint } from "../instant-help/queries";
import { type SearchPointLimit, takeSearchPoint, waitText } from "../instant-help/search-points";
import {
  countProfessionals,
  findProfessional,
  findProfessionalStatistics,
  findProfessionals,
  findWeeklyAvailability,
  isListedProfessional,
  type ProfessionalFilters,
} from "./queries";
import { countCompletedJobsOf, countReviewsOf, findCompletedJobsOf, findReviewsOf } from "./work-queries";

const DAYS_OFF_SHOWN = 5;

type Page = { limit: number; offset: number };
type ListQuery = Page & {
  skills?: string;
  location?: string;
  skillCategory?: string;
  isVerified?: "true" | "false";
  minRate?: number;
  maxRate?: number;
  sort: ProfessionalSort;
  lat?: number;
  lng?: number;
};

/** How nearest-first is kept from mapping homes: the search-place limit of the nearby list, and its clock. */
export type DirectoryOptions = { searchPoints: SearchPointLimit; now: () => Date };

export type TooManyPlaces = { tooMany: { retryAfterMs: number; params: { max: number; wait: string } } };

/**
 * Where nearest first measures from: the place given, else the signed-in professional's own home.
 * It shows how far each professional's snapped home is (a whole-km band), so it is for the signed-in
 * only, and each new ~1 km place counts against the same hourly limit as the nearby list.
 */
async function distanceFrom(
  db: Db,
  user: CurrentUser | null,
  query: ListQuery,
  options: DirectoryOptions,
): Promise<GeoPoint | TooManyPlaces> {
  if (!user) throw appError("auth.unauthenticated");
  const given = query.lat !== undefined && query.lng !== undefined;
  const from = given
    ? { latitude: query.lat ?? 0, longitude: query.lng ?? 0 }
    : await findHomePoint(db, user.id);
  if (!from) throw appError("professional.place_needed");
  const verdict = await takeSearchPoint(db, user.id, from, options.searchPoints, options.now());
  if (verdict.allowed || !options.searchPoints) return from;
  const params = { max: options.searchPoints.max, wait: waitText(verdict.retryAfterMs) };
  return { tooMany: { retryAfterMs: verdict.retryAfterMs, params } };
}

/**
 * A page of the directory: filtered, in the order asked (best rated by default), with the total.
 * Nearest first lists those with a home point, each with its distance band.
 */
export async function listProfessionals(
  db: Db,
  user: CurrentUser | null,
  query: ListQuery,
  options: DirectoryOptions,
): Promise<ProfessionalsPage | TooManyPlaces> {
  const from = query.sort === "distance" ? await distanceFrom(db, user, query, options) : null;
  if (from && "tooMany" in from) return from;
  const filters: ProfessionalFilters = {
    skills: query.skills || undefined,
    location: query.location || undefined,
    skillCategory: query.skillCategory || undefined,
    isVerified: query.isVerified === undefined ? undefined : query.isVerified === "true",
    minRate: query.minRate,
    maxRate: query.maxRate,
    withHome: from !== null,
  };
  const [rows, { total, capped }] = await Promise.all([
    findProfessionals(db, filters, query, { sort: query.sort, from }),
    countProfessionals(db, filters),
  ]);
  const professionals = rows.map(({ distanceM, ...card }) => ({
    ...card,
    distanceBand: distanceM === null ? null : distanceBand(distanceM),
  }));
  return { professionals, total, totalCapped: capped };
}

/** The public profile with statistics computed from their jobs and reviews, and their weekly hours. */
export async function getProfessional(db: Db, id: string): Promise<ProfessionalDetail> {
  const professional = await findProfessional(db, id);
  if (!professional) throw appError("professional.not_found");
  const [statistics, availability, daysOff] = await Promise.all([
    findProfessionalStatistics(db, id),
    findWeeklyAvailability(db, id),
    findUpcomingDaysOff(db, id, nepalDay(), DAYS_OFF_SHOWN),
  ]);
  const { createdAt, ...card } = professional;
  return {
    ...card,
    memberSince: createdAt.toISOString(),
    statistics: {
      ...statistics,
      rating: professional.rating,
      responseTime: professional.responseTime,
      acceptanceRate: professional.acceptanceRate,
      cancellationRate: professional.cancellationRate,
    },
    availability,
    daysOff: daysOff.map(({ reason: _reason, ...dayOff }) => dayOff),
  };
}

async function requireProfessional(db: Db, id: string): Promise<void> {
  if (!(await isListedProfessional(db, id))) throw appError("professional.not_found");
}

export async function listReviews(db: Db, id: string, page: Page): Promise<ProfessionalReviewsPage> {
  await requireProfessional(db, id);
  const [rows, total] = await Promise.all([findReviewsOf(db, id, page), countReviewsOf(db, id)]);
  return {
    reviews: rows.map(({ customerFirstName, customerLastName, createdAt, ...review }) => ({
      ...review,
      createdAt: createdAt.toISOString(),
      customerName: shortName(customerFirstName, customerLastName),
    })),
    total,
  };
}

export async function listCompletedJobs(db: Db, id: string, page: Page): Promise<ProfessionalTasksPage> {
  await requireProfessional(db, id);
  const [rows, total] = await Promise.all([findCompletedJobsOf(db, id, page), countCompletedJobsOf(db, id)]);
  return {
    jobs: rows.map((job) => ({ ...job, completedAt: job.completedAt?.toISOString() ?? null })),
    total,
  };
}
