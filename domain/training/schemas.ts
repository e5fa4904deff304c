import { z } from "zod";
import {
  DELIVERY_MODES,
  DIFFICULTIES,
  ENROLLMENT_STATUSES,
  PROVINCES,
  TRAINING_CATEGORIES,
  TRAINING_DISTRICTS,
  TRAINING_DURATIONS,
} from "./catalogue";
import { TRAINING_MAX_PAGE_SIZE, TRAINING_PAGE_SIZE, TRAINING_PRICES, TRAINING_SORTS } from "./rules";

export * from "./rules";

const DISTRICT_NAMES = TRAINING_DISTRICTS.map((district) => district.name) as [string, ...string[]];
const DURATION_IDS = TRAINING_DURATIONS.map((duration) => duration.id) as [string, ...string[]];

/** The province a filter district lies in, if it is one of the filter's districts. */
export function provinceOfDistrict(district: string): string | undefined {
  return TRAINING_DISTRICTS.find((known) => known.name === district)?.province;
}

/** An optional choice from a fixed list; an empty value means "no filter", as the client leaves it out. */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(values, { error: message }).optional());

const wholeNumber = (label: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .default(fallback);

/** GET /api/training/programs: the Training page's search and its seven filters, paged. */
export const TrainingQuery = z
  .object({
    /** Any part of a course's title, occupation, provider or category, case-insensitive. */
    q: z
      .string()
      .trim()
      .max(100, "Search must be at most 100 characters")
      .optional()
      .transform((value) => value || undefined),
    province: choice(PROVINCES, "Choose one of the seven provinces"),
    district: choice(DISTRICT_NAMES, "Choose a district from the list"),
    /** One of the six training categories. */
    occupation: choice(TRAINING_CATEGORIES, "Choose an occupation from the list"),
    price: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.enum(TRAINING_PRICES, { error: "Price must be all, free or paid" }).default("all"),
    ),
    duration: choice(DURATION_IDS, "Choose a duration from the list"),
    level: choice(DIFFICULTIES, "Level must be beginner, intermediate, advanced or expert"),
    deliveryMode: choice(DELIVERY_MODES, "Delivery mode must be online, blended, in-person or residential"),
    sort: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.enum(TRAINING_SORTS, { error: "Sort must be rating or popular" }).default("rating"),
    ),
    page: wholeNumber("Page", 1, 1000, 1),
    pageSize: wholeNumber("Page size", 1, TRAINING_MAX_PAGE_SIZE, TRAINING_PAGE_SIZE),
  })
  .superRefine((query, context) => {
    if (!query.province || !query.district) return;
    const province = provinceOfDistrict(query.district);
    if (province !== query.province) {
      context.addIssue({
        code: "custom",
        path: ["district"],
        message: `${query.district} is not in ${query.province} Province`,
      });
    }
  });
export type TrainingQuery = z.input<typeof TrainingQuery>;
export type TrainingFilters = z.output<typeof TrainingQuery>;

export const EnrollmentStatus = z.enum(ENROLLMENT_STATUSES);

/** A course as the catalog lists it; money in NPR as numbers, 0 for free courses. */
export const Program = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.enum(TRAINING_CATEGORIES),
  occupation: z.string(),
  provider: z.string(),
  instructor: z.string().nullable(),
  duration: z.string(),
  durationWeeks: z.number().int(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  imageUrl: z.string().nullable(),
  level: z.enum(DIFFICULTIES),
  deliveryMode: z.enum(DELIVERY_MODES),
  province: z.enum(PROVINCES),
  district: z.string(),
  location: z.string().nullable(),
  /** People enrolled now (every enrolment that is not cancelled). */
  students: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** The signed-in user's live enrolment (not cancelled); null for visitors and everyone else. */
  myEnrollment: z.object({ id: z.uuid(), status: EnrollmentStatus }).nullable(),
});
export type Program = z.infer<typeof Program>;

/** GET /api/training/programs/:id: the course with where to learn more. */
export const ProgramDetail = Program.extend({
  enrollmentUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ProgramDetail = z.infer<typeof ProgramDetail>;

export const ProgramsPage = z.object({
  items: z.array(Program),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type ProgramsPage = z.infer<typeof ProgramsPage>;

/** GET /api/training/categories: every training category with its number of courses. */
export const CategoryCount = z.object({ category: z.enum(TRAINING_CATEGORIES), count: z.number().int() });
export type CategoryCount = z.infer<typeof CategoryCount>;

/** A user's place on a course; `price` is what the course cost when they enrolled. */
export const Enrollment = z.object({
  id: z.uuid(),
  programId: z.uuid(),
  status: EnrollmentStatus,
  price: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Enrollment = z.infer<typeof Enrollment>;

/** GET /api/training/enrollments: my enrolments with their courses. */
export const MyEnrollment = Enrollment.extend({ program: Program });
export type MyEnrollment = z.infer<typeof MyEnrollment>;
