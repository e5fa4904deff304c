import { z } from "zod";
import { MAX_PAGE_SIZE, PROFESSIONALS_PAGE_SIZE } from "./rules";

const SEARCH_TEXT_MAX = 100;

const searchText = (label: string) =>
  z.string().trim().max(SEARCH_TEXT_MAX, `${label} must be at most ${SEARCH_TEXT_MAX} characters`).optional();

const limit = (fallback: number) =>
  z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
    .default(fallback);

const offset = z.coerce
  .number({ error: "Offset must be a number" })
  .int("Offset must be a whole number")
  .min(0, "Offset must be at least 0")
  .max(100_000, "Offset must be at most 100000")
  .default(0);

/** limit/offset paging of a list; the response carries the total for "n results" and "Load more". */
export const PageQuery = z.object({ limit: limit(10), offset });
export type PageQuery = z.input<typeof PageQuery>;

/** GET /api/professionals: the filters of SPEC §2 (all optional), matched on parts of words. */
export const ProfessionalsQuery = z.object({
  skills: searchText("Skills"),
  location: searchText("Location"),
  /** An exact browse category (the home strip), e.g. "Beauty & Spa". */
  skillCategory: searchText("Skill category"),
  isVerified: z.enum(["true", "false"], { error: "isVerified must be true or false" }).optional(),
  limit: limit(PROFESSIONALS_PAGE_SIZE),
  offset,
});
export type ProfessionalsQuery = z.input<typeof ProfessionalsQuery>;

export const ProfessionalParams = z.object({ id: z.uuid("Id must be a valid id") });

/**
 * What a card in the directory (and saved professionals) shows, and no more: lists carry no bio,
 * daily rate or response time (the profile dialog loads those). Never email, password or session data.
 */
export const ProfessionalCard = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  location: z.string().nullable(),
  skillCategories: z.array(z.string()),
  hourlyRate: z.number().nullable(),
  rating: z.number(),
  completedJobs: z.number().int(),
  isVerified: z.boolean(),
  isOnline: z.boolean(),
});
export type ProfessionalCard = z.infer<typeof ProfessionalCard>;

export const ProfessionalsPage = z.object({
  professionals: z.array(ProfessionalCard),
  /** How many match over all pages, counted up to LIST_TOTAL_CAP. */
  total: z.number().int(),
  /** More than `total` match ("1,000+"): counting stopped at LIST_TOTAL_CAP. */
  totalCapped: z.boolean(),
});
export type ProfessionalsPage = z.infer<typeof ProfessionalsPage>;

/** A weekly working window; dayOfWeek 0 is Sunday, times are "HH:MM" (24 h). */
export const WeeklyWindow = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: z.string(),
  endTime: z.string(),
});
export type WeeklyWindow = z.infer<typeof WeeklyWindow>;

/** The detail dialog: the card plus statistics computed from jobs and reviews, and availability. */
export const ProfessionalDetail = ProfessionalCard.extend({
  bio: z.string().nullable(),
  dailyRate: z.number().nullable(),
  /** Average minutes to answer; 0 means not measured yet. */
  responseTime: z.number().int(),
  isFreeNow: z.boolean(),
  memberSince: z.string(),
  statistics: z.object({
    /** Sum of the final price of their completed jobs. */
    totalEarnings: z.number(),
    /** Their completed jobs. */
    jobsDone: z.number().int(),
    rating: z.number(),
    reviewCount: z.number().int(),
    responseTime: z.number().int(),
  }),
  availability: z.array(WeeklyWindow),
  /** Upcoming days off (times null: the whole day), soonest first; reasons stay private. */
  daysOff: z.array(
    z.object({ date: z.string(), startTime: z.string().nullable(), endTime: z.string().nullable() }),
  ),
});
export type ProfessionalDetail = z.infer<typeof ProfessionalDetail>;

export const ProfessionalReview = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** First name and last initial: "Aarati S." */
  customerName: z.string(),
  jobTitle: z.string(),
});
export type ProfessionalReview = z.infer<typeof ProfessionalReview>;

export const ProfessionalReviewsPage = z.object({
  reviews: z.array(ProfessionalReview),
  total: z.number().int(),
});
export type ProfessionalReviewsPage = z.infer<typeof ProfessionalReviewsPage>;

/** A completed job of theirs ("Recent Tasks"). */
export const ProfessionalTask = z.object({
  id: z.uuid(),
  title: z.string(),
  skillCategory: z.string(),
  completedAt: z.string().nullable(),
  finalPrice: z.number().nullable(),
});
export type ProfessionalTask = z.infer<typeof ProfessionalTask>;

export const ProfessionalTasksPage = z.object({
  jobs: z.array(ProfessionalTask),
  total: z.number().int(),
});
export type ProfessionalTasksPage = z.infer<typeof ProfessionalTasksPage>;
