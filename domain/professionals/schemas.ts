import { z } from "zod";
import { MAX_HOURLY_RATE_FILTER, PROFESSIONAL_SORTS } from "./ranking";
import { MAX_PAGE_SIZE, PROFESSIONALS_PAGE_SIZE } from "./rules";
import { AcceptanceRate, CancellationRate, ResponseMinutes } from "./track-record";

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

const hourlyRate = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of rupees`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_HOURLY_RATE_FILTER, `${label} must be at most 1,000,000`)
    .optional();

/**
 * GET /api/professionals: the filters of SPEC §2 (all optional), matched on parts of words; an
 * hourly-rate range; and the order (domain/professionals/ranking.ts). Nearest first needs a place:
 * lat and lng, else the signed-in professional's own home.
 */
export const ProfessionalsQuery = z
  .object({
    skills: searchText("Skills"),
    location: searchText("Location"),
    /** An exact browse category (the home strip), e.g. "Beauty & Spa". */
    skillCategory: searchText("Skill category"),
    isVerified: z.enum(["true", "false"], { error: "isVerified must be true or false" }).optional(),
    /** Hourly rate at least / at most (NPR); professionals without a rate are left out by either. */
    minRate: hourlyRate("Lowest hourly rate"),
    maxRate: hourlyRate("Highest hourly rate"),
    sort: z
      .enum(PROFESSIONAL_SORTS, { error: "Sort must be rating, price-asc, price-desc or distance" })
      .default("rating"),
    lat: z.coerce.number({ error: "lat must be a number" }).min(-90).max(90).optional(),
    lng: z.coerce.number({ error: "lng must be a number" }).min(-180).max(180).optional(),
    limit: limit(PROFESSIONALS_PAGE_SIZE),
    offset,
  })
  .refine(
    (query) => query.minRate === undefined || query.maxRate === undefined || query.minRate <= query.maxRate,
    {
      path: ["maxRate"],
      message: "The highest hourly rate cannot be below the lowest",
    },
  )
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    path: ["lng"],
    message: "Give both lat and lng, or neither",
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
  /** How many customers rated them (each once): how far their rating is to be trusted. */
  reviewCount: z.number().int(),
  isVerified: z.boolean(),
  isOnline: z.boolean(),
});
export type ProfessionalCard = z.infer<typeof ProfessionalCard>;

/** A card in a directory page: nearest first adds the distance band (whole km from the snapped home). */
export const ListedProfessional = ProfessionalCard.extend({
  distanceBand: z.number().int().min(0).nullable(),
});
export type ListedProfessional = z.infer<typeof ListedProfessional>;

export const ProfessionalsPage = z.object({
  professionals: z.array(ListedProfessional),
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
  responseTime: ResponseMinutes,
  acceptanceRate: AcceptanceRate,
  isFreeNow: z.boolean(),
  memberSince: z.string(),
  statistics: z.object({
    /** Sum of the final price of their completed jobs. */
    totalEarnings: z.number(),
    /** Their completed jobs. */
    jobsDone: z.number().int(),
    rating: z.number(),
    reviewCount: z.number().int(),
    responseTime: ResponseMinutes,
    acceptanceRate: AcceptanceRate,
    cancellationRate: CancellationRate,
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
