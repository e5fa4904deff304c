import { nepalDay } from "../../../domain/kathmandu-day";
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
};

export async function listProfessionals(db: Db, query: ListQuery): Promise<ProfessionalsPage> {
  const filters: ProfessionalFilters = {
    skills: query.skills || undefined,
    location: query.location || undefined,
    skillCategory: query.skillCategory || undefined,
    isVerified: query.isVerified === undefined ? undefined : query.isVerified === "true",
  };
  const [professionals, { total, capped }] = await Promise.all([
    findProfessionals(db, filters, query),
    countProfessionals(db, filters),
  ]);
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
