import { z } from "zod";
import { AcceptanceRate, ResponseMinutes } from "../professionals/track-record";
import { HOME_NEEDS_BOTH, SERVICE_RADIUS_MAX, SERVICE_RADIUS_MIN } from "./service-area-rules";

export * from "./service-area-rules";

const LOCATION_MAX = 120;

/** GET and PATCH /api/professionals/profile: a professional's service area and how they work. */
export const ServiceAreaProfile = z.object({
  isOnline: z.boolean(),
  isFreeNow: z.boolean(),
  serviceRadius: z.number().int(),
  /** Decimal strings, 7 places ("27.6727000"); null until a home location is set. */
  homeLatitude: z.string().nullable(),
  homeLongitude: z.string().nullable(),
  location: z.string().nullable(),
  responseTime: ResponseMinutes,
  acceptanceRate: AcceptanceRate,
  completedJobs: z.number().int(),
  rating: z.number(),
});
export type ServiceAreaProfile = z.infer<typeof ServiceAreaProfile>;

/** A coordinate as a number or a decimal string ("27.6727"), within ±limit degrees. */
const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z
      .number({ error: `${label} must be a number` })
      .min(-limit, `${label} must be between -${limit} and ${limit}`)
      .max(limit, `${label} must be between -${limit} and ${limit}`),
  );

/**
 * PATCH /api/professionals/profile: every field optional. The home location is set (or cleared
 * with nulls) as a pair. Free Now needs Online: see `nextSwitches`.
 */
export const UpdateServiceAreaBody = z
  .strictObject(
    {
      isOnline: z.boolean({ error: "isOnline must be true or false" }).optional(),
      isFreeNow: z.boolean({ error: "isFreeNow must be true or false" }).optional(),
      serviceRadius: z
        .number({ error: "Service radius must be a number" })
        .int("Service radius must be a whole number of kilometres")
        .min(SERVICE_RADIUS_MIN, `Service radius must be at least ${SERVICE_RADIUS_MIN} km`)
        .max(SERVICE_RADIUS_MAX, `Service radius must be at most ${SERVICE_RADIUS_MAX} km`)
        .optional(),
      homeLatitude: coordinate("Latitude", 90).nullable().optional(),
      homeLongitude: coordinate("Longitude", 180).nullable().optional(),
      location: z
        .string({ error: "Location must be text" })
        .trim()
        .max(LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters`)
        .nullable()
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? `${issue.keys.join(", ")} cannot be changed here` : undefined,
    },
  )
  .refine((body) => (body.homeLatitude === undefined) === (body.homeLongitude === undefined), HOME_NEEDS_BOTH)
  .refine((body) => (body.homeLatitude === null) === (body.homeLongitude === null), HOME_NEEDS_BOTH);
export type UpdateServiceAreaBody = z.input<typeof UpdateServiceAreaBody>;
