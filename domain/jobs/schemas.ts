import { z } from "zod";
import { MAX_JOB_PHOTOS, MediaUrl, TOO_MANY_PHOTOS } from "../media/schemas";
import { filledText } from "../text";
import { isOverPriceCap, priceCapMessage } from "./price-caps";
import { JOB_TYPES, JOBS_MAX_PAGE_SIZE, JOBS_PAGE_SIZE, MAX_AMOUNT, PAYMENT_TYPES, URGENCIES } from "./rules";
import { JobStatus } from "./status";

export * from "./price-caps";
export * from "./rules";

export const PaymentType = z.enum(PAYMENT_TYPES, { error: "Choose hourly, fixed or contact" });
export type PaymentType = z.infer<typeof PaymentType>;

export const Urgency = z.enum(URGENCIES, { error: "Choose urgent, moderate or flexible" });
export type Urgency = z.infer<typeof Urgency>;

export const JobType = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof JobType>;

/** An id field whose errors name it: "Job id must be a valid id". */
export function idField(label: string) {
  return z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be a valid id`,
  });
}

/** `:id` path parameters; a malformed id is a 400, not a database error. */
export const IdParams = z.object({ id: idField("Id") });
export type IdParams = z.infer<typeof IdParams>;

/** Money as the API returns it: numeric(10,2) as a decimal string, e.g. "1500.00". */
export const Decimal = z.string();
/** Dates leave the API as ISO strings. */
export const Timestamp = z.iso.datetime({ offset: true });

/** A person as a job shows them: customers and hired professionals. */
export const JobPerson = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  location: z.string().nullable(),
});
export type JobPerson = z.infer<typeof JobPerson>;

/** A professional as jobs and bids show them, with their public track record. */
export const JobProfessional = JobPerson.extend({
  rating: Decimal,
  completedJobs: z.number().int(),
  isVerified: z.boolean(),
});
export type JobProfessional = z.infer<typeof JobProfessional>;

/** A job (SPEC §3) without the customer's exact coordinates. */
export const Job = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  title: z.string(),
  description: z.string(),
  aiSummary: z.string().nullable(),
  mediaUrls: z.array(z.string()),
  skillCategory: z.string(),
  paymentType: PaymentType,
  budget: Decimal.nullable(),
  location: z.string(),
  urgency: Urgency,
  status: JobStatus,
  hiredProfessionalId: z.uuid().nullable(),
  /** Book Now: the professional the customer addressed this job to. */
  invitedProfessionalId: z.uuid().nullable(),
  finalPrice: Decimal.nullable(),
  jobType: JobType,
  scheduledAt: Timestamp.nullable(),
  acceptedAt: Timestamp.nullable(),
  startedAt: Timestamp.nullable(),
  completedAt: Timestamp.nullable(),
  /** Minutes. */
  estimatedDuration: z.number().int().nullable(),
  /** Minutes. */
  actualDuration: z.number().int().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** The booking that made this job (Book Now): its hire is answered as that booking. */
  bookingId: z.string().nullable(),
});
export type Job = z.infer<typeof Job>;

/**
 * A job in a list: what its card shows, and how many bids it has. The rest (the customer, people,
 * dates, photos) comes with the job dialog (JobDetail).
 */
export const JobListItem = Job.pick({
  id: true,
  title: true,
  description: true,
  skillCategory: true,
  paymentType: true,
  budget: true,
  location: true,
  urgency: true,
  status: true,
  createdAt: true,
}).extend({ bidCount: z.number().int() });
export type JobListItem = z.infer<typeof JobListItem>;

/** GET /api/jobs/:id: the job with its customer's public name and place, its bid count, who was hired and who was booked. */
export const JobDetail = Job.extend({
  customer: JobPerson,
  bidCount: z.number().int(),
  hiredProfessional: JobProfessional.nullable(),
  invitedProfessional: JobProfessional.nullable(),
});
export type JobDetail = z.infer<typeof JobDetail>;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

/**
 * POST /api/jobs (SPEC §5, §7): the job minus customerId and server-managed fields. `jobType` is the
 * payment type here, as the spec's form sends it; the server stores it in paymentType.
 */
export const CreateJobBody = z
  .object({
    title: filledText("Title", 120),
    description: filledText("Description", 5000),
    skillCategory: filledText("Service category", 60),
    location: filledText("Location", 200),
    jobType: PaymentType.default("hourly"),
    budget: z
      .number({ error: "Budget must be a number" })
      .min(0, "Budget cannot be negative")
      .max(MAX_AMOUNT, "Budget is too large")
      .default(0),
    /** Photos uploaded through POST /api/media by the poster (the server checks they are theirs). */
    mediaUrls: z
      .array(MediaUrl)
      .max(MAX_JOB_PHOTOS, TOO_MANY_PHOTOS)
      .refine((urls) => new Set(urls).size === urls.length, "Each photo can be attached once")
      .default([]),
    aiSummary: optionalText(1000, "AI summary"),
    urgency: Urgency.default("moderate"),
    invitedProfessionalId: idField("Invited professional").optional(),
  })
  // A budget can become the agreed price (a direct hire without one), so it has the category's cap.
  .superRefine((body, context) => {
    if (isOverPriceCap(body.budget, body.skillCategory)) {
      context.addIssue({
        code: "custom",
        path: ["budget"],
        message: priceCapMessage("Budget", body.skillCategory),
        // The server answers this one with its own code (domain/errors.ts), so the client can word it.
        params: { code: "job.over_price_cap", category: body.skillCategory },
      });
    }
  });
export type CreateJobBody = z.input<typeof CreateJobBody>;
export type CreateJobValues = z.output<typeof CreateJobBody>;

const pageParams = {
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(JOBS_MAX_PAGE_SIZE, `Limit must be at most ${JOBS_MAX_PAGE_SIZE}`)
    .default(JOBS_PAGE_SIZE),
  offset: z.coerce
    .number({ error: "Offset must be a number" })
    .int("Offset must be a whole number")
    .min(0, "Offset cannot be negative")
    .default(0),
};
export const PageQuery = z.object(pageParams);

/** Empty query values mean "no filter", as the client leaves them out anyway. */
const filterText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** GET /api/jobs: newest first, `limit` per page from `offset`. */
export const JobsQuery = z.object({
  skillCategory: filterText(60, "Service category"),
  /** Any part of the place name, case-insensitive. */
  location: filterText(100, "Location"),
  /** Omitted: every status. The list card's "in_progress" is read as "in-progress". */
  status: z.preprocess((value) => (value === "in_progress" ? "in-progress" : value), JobStatus.optional()),
  /** Jobs this professional is hired on, was booked for, or has bid on. */
  professionalId: idField("Professional").optional(),
  ...pageParams,
});
export type JobsQuery = z.input<typeof JobsQuery>;

/** GET /api/jobs/mine: jobs I posted (customer) or am hired on (professional); defaults to my role. */
export const MyJobsQuery = z.object({
  as: z.enum(["customer", "professional"], { error: "as must be customer or professional" }).optional(),
  /** Only the jobs offered (a direct hire waiting for the professional), accepted or in progress; as a professional, only those I am hired on. */
  active: z.stringbool({ error: "active must be true or false" }).optional(),
  ...pageParams,
});
export type MyJobsQuery = z.input<typeof MyJobsQuery>;

/**
 * POST /api/jobs/:id/hire: the customer of an open hourly or contact job hires a professional
 * directly (fixed-price jobs hire by accepting a bid). No agreed price: the budget is the price.
 */
export const HireBody = z.object({
  professionalId: idField("Professional"),
  agreedPrice: z
    .number({ error: "Agreed price must be a number" })
    .min(0, "Agreed price cannot be negative")
    .max(MAX_AMOUNT, "Agreed price is too large")
    .multipleOf(0.01, "Agreed price can have at most 2 decimal places")
    .optional(),
});
export type HireBody = z.input<typeof HireBody>;
