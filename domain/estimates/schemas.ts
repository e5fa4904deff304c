import { z } from "zod";
import { JOB_CATEGORIES } from "../categories";
import { AREA_LEVELS } from "./rules";

export * from "./rules";

/** GET /api/estimates: a category (any a job can carry) and, optionally, where the work is, as typed. */
export const EstimateQuery = z.object({
  skillCategory: z.enum(JOB_CATEGORIES as [string, ...string[]], {
    error: "Service category must be one of the job categories",
  }),
  location: z
    .string()
    .trim()
    .max(100, "Location must be at most 100 characters")
    .optional()
    .transform((value) => value || undefined),
});
export type EstimateQuery = z.input<typeof EstimateQuery>;

/** Where the jobs behind an estimate were: a district, a province or the whole country, named in English and Nepali. */
export const EstimateArea = z.object({
  level: z.enum(AREA_LEVELS),
  name: z.string(),
  nameNe: z.string(),
});
export type EstimateArea = z.infer<typeof EstimateArea>;

/**
 * The typical agreed price of completed jobs (NPR, rounded: see roundEstimate): the 25th
 * percentile, the median and the 75th percentile, how many jobs they come from and where.
 */
export const Estimate = z.object({
  low: z.number(),
  median: z.number(),
  high: z.number(),
  sampleSize: z.number().int(),
  area: EstimateArea,
});
export type Estimate = z.infer<typeof Estimate>;

/** GET /api/estimates/categories: each category's country-wide estimate, for those with enough jobs. */
export const CategoryEstimate = Estimate.omit({ area: true }).extend({ skillCategory: z.string() });
export type CategoryEstimate = z.infer<typeof CategoryEstimate>;
