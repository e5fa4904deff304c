import { z } from "zod";

/** SPEC §5, §9: the service radius is a whole number of kilometres from 1 to 25 (5 by default). */
export const SERVICE_RADIUS_MIN = 1;
export const SERVICE_RADIUS_MAX = 25;
export const SERVICE_RADIUS_CHIPS = [2, 3, 5, 10] as const;
const LOCATION_MAX = 120;

export const FREE_NOW_NEEDS_ONLINE = "isFreeNow: Free Now can only be on while you are Online";
export const HOME_NEEDS_BOTH = "homeLatitude and homeLongitude go together: send both or neither";

/** GET and PATCH /api/professionals/profile: a professional's service area and how they work. */
export const ServiceAreaProfile = z.object({
  isOnline: z.boolean(),
  isFreeNow: z.boolean(),
  serviceRadius: z.number().int(),
  /** Decimal strings, 7 places ("27.6727000"); null until a home location is set. */
  homeLatitude: z.string().nullable(),
  homeLongitude: z.string().nullable(),
  location: z.string().nullable(),
  /** Average minutes to answer; 0 means not measured yet. */
  responseTime: z.number().int(),
  acceptanceRate: z.number(),
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

export type Switches = { isOnline: boolean; isFreeNow: boolean };

/**
 * The Online and Free Now switches after a change (SPEC §4): Free Now can be turned on only while
 * Online is on, and turning Online off turns Free Now off. Null when the change asks for Free Now
 * while offline.
 */
export function nextSwitches(current: Switches, change: Partial<Switches>): Switches | null {
  const isOnline = change.isOnline ?? current.isOnline;
  if (change.isFreeNow === true && !isOnline) return null;
  return { isOnline, isFreeNow: isOnline && (change.isFreeNow ?? current.isFreeNow) };
}

/** A coordinate as the API stores and returns it: 7 decimal places. */
export function coordinateText(value: number): string {
  return value.toFixed(7);
}
