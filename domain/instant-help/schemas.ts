import { z } from "zod";
import { INSTANT_HELP_CATEGORIES } from "../categories";
import { Urgency } from "../jobs/schemas";
import { JobStatus } from "../jobs/status";
import { filledText } from "../text";
import { INSTANT_MAX_RADIUS_KM, SCHEDULE_MAX_DAYS } from "./rules";

export * from "./rules";

const coordinate = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-max, `${label} must be between -${max} and ${max}`)
    .max(max, `${label} must be between -${max} and ${max}`)
    .optional();

/**
 * POST /api/jobs/instant. Without latitude/longitude the location text is looked up among the known
 * places (domain/places.ts); neither giving a point is a 400.
 */
export const CreateInstantJobBody = z.object({
  title: filledText("Title", 120),
  skillCategory: z.enum(INSTANT_HELP_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ""
        ? "Service category is required"
        : "Choose an instant-help service category",
  }),
  location: filledText("Location", 200),
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(5000, "Description must be at most 5000 characters")
    .optional(),
  urgency: Urgency.default("urgent"),
});
export type CreateInstantJobBody = z.input<typeof CreateInstantJobBody>;

export const CreateInstantJobResponse = z.object({ success: z.boolean(), jobId: z.uuid() });
export type CreateInstantJobResponse = z.infer<typeof CreateInstantJobResponse>;

/**
 * How far a professional is from someone else, never finer: whole kilometres below the distance
 * from their home snapped to a ~1 km grid (0: under 1 km, 1: 1–2 km, …). See domain/distance-band.ts.
 */
const DistanceBand = z.number().int().min(0);

/**
 * The hired professional as the customer who hired them sees them, with their mobile number
 * ("+9779XXXXXXXXX") for Call Now when they gave one; phones appear nowhere else.
 */
export const InstantProfessional = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  rating: z.number(),
  completedJobs: z.number().int(),
  isVerified: z.boolean(),
  /** How far they are, as a band (domain/distance-band.ts); null when either point is unknown. */
  distanceBand: DistanceBand.nullable(),
  phone: z.string().nullable(),
  /** Where the customer writes to them, e.g. /messages?userId=… */
  messagesUrl: z.string(),
  /** The agreed call-out price (NPR): their hourly rate, for the first hour, bound when they took it. */
  callOutPrice: z.number().nullable(),
});
export type InstantProfessional = z.infer<typeof InstantProfessional>;

/** GET /api/jobs/:id/instant: the customer's screen (searching / found / no-match). */
export const InstantJobState = z.object({
  jobId: z.uuid(),
  status: JobStatus,
  /** searching: dispatched and waiting; found: accepted; no-match: nobody accepted in time. */
  view: z.enum(["searching", "found", "no-match", "closed"]),
  matchedCount: z.number().int(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  secondsLeft: z.number().int(),
  professional: InstantProfessional.nullable(),
});
export type InstantJobState = z.infer<typeof InstantJobState>;

/** GET /api/professionals/nearby: `instant=true` (the only mode); lat/lng when the user has no home point. */
export const NearbyQuery = z.object({
  instant: z.enum(["true", "false"]).optional(),
  lat: z.coerce.number({ error: "lat must be a number" }).min(-90).max(90).optional(),
  lng: z.coerce.number({ error: "lng must be a number" }).min(-180).max(180).optional(),
  skillCategory: z.string().trim().max(60).optional(),
});

export const NearbyProfessional = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  isVerified: z.boolean(),
  rating: z.number(),
  completedJobs: z.number().int(),
  location: z.string().nullable(),
  skillCategories: z.array(z.string()),
  distanceBand: DistanceBand,
});
export type NearbyProfessional = z.infer<typeof NearbyProfessional>;

/** GET /api/instant-help/requests: the requests offered to me, narrowed by category and distance. */
export const InstantOffersQuery = z.object({
  category: z
    .enum(INSTANT_HELP_CATEGORIES, { error: "Choose an instant-help service category" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  rangeKm: z.coerce
    .number({ error: "rangeKm must be a number" })
    .int("rangeKm must be a whole number")
    .min(1, "rangeKm must be between 1 and 25")
    .max(INSTANT_MAX_RADIUS_KM, "rangeKm must be between 1 and 25")
    .optional(),
});

/** An instant request as the professional it was offered to sees it (no customer contact yet). */
export const InstantOffer = z.object({
  jobId: z.uuid(),
  title: z.string(),
  description: z.string(),
  skillCategory: z.string(),
  location: z.string(),
  urgency: Urgency,
  distanceKm: z.number(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  secondsLeft: z.number().int(),
  /** "Aarati S.": first name and the initial of the last. */
  customerName: z.string(),
  /** What taking it binds: my hourly rate as the call-out price (first hour); null until I set a rate. */
  callOutPrice: z.number().nullable(),
});
export type InstantOffer = z.infer<typeof InstantOffer>;

/** GET /api/instant-help/stats: the professional's instant-help figures, from the data. */
export const InstantStats = z.object({
  /** Requests offered to me that are still waiting for someone. */
  urgentNow: z.number().int(),
  /** Mean minutes from dispatch to my accept, over the instant jobs I took; null before the first. */
  avgResponseMinutes: z.number().nullable(),
  /** Mean final price of my completed instant jobs that have one; null before the first. */
  avgInstantPay: z.number().nullable(),
  acceptedCount: z.number().int(),
});
export type InstantStats = z.infer<typeof InstantStats>;

/** POST /api/jobs/:id/instant/schedule: the no-match request becomes an open job for this time. */
export const ScheduleInstantBody = z.object({
  scheduledAt: z.iso
    .datetime({ offset: true, error: "Scheduled time must be a date and time" })
    .refine((value) => Date.parse(value) > Date.now(), "Scheduled time must be in the future")
    .refine(
      (value) => Date.parse(value) <= Date.now() + SCHEDULE_MAX_DAYS * 86_400_000,
      `Scheduled time must be within ${SCHEDULE_MAX_DAYS} days`,
    ),
});
export type ScheduleInstantBody = z.infer<typeof ScheduleInstantBody>;

export const ScheduleInstantResponse = z.object({ jobId: z.uuid() });
