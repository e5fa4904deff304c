import type { CategoryEstimate, Estimate } from "@domain/estimates/schemas";
import { type QueryFunctionContext, queryOptions } from "@tanstack/react-query";
import { getByKey } from "./get-by-key";

// Price estimates are shown by several features (Post a Job, Book Now, the category links), so
// their queries live here. Types only from domain/: zod stays out of the pages that show them.

const estimatesKey = ["/api/estimates"] as const;

/** 204 (too few completed jobs for an estimate) reads as no estimate, null: TanStack Query takes no undefined. */
async function estimateOrNull(context: QueryFunctionContext): Promise<Estimate | null> {
  return (await getByKey<Estimate | undefined>(context)) ?? null;
}

/** The typical price of a category's work near a typed place (the server falls back to the province, then Nepal). */
export const estimateQuery = (skillCategory: string, location: string) =>
  queryOptions({
    queryKey: [...estimatesKey, { skillCategory, location }],
    queryFn: estimateOrNull,
    enabled: Boolean(skillCategory),
  });

/** Every category with enough completed jobs, with its estimate over the whole country. */
export const categoryEstimatesQuery = () =>
  queryOptions({ queryKey: [...estimatesKey, "categories"], queryFn: getByKey<CategoryEstimate[]> });
