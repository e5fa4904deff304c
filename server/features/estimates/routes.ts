import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CategoryEstimate, Estimate, EstimateQuery, MIN_SAMPLE } from "../../../domain/estimates/schemas";
import { estimateCategories, estimatePrice } from "./service";

/**
 * Estimates are aggregates of many customers' jobs, the same for everyone who asks: public (no
 * session), and cacheable by browsers and shared caches for a while, as one more completed job
 * hardly moves them.
 */
const PUBLIC_AGGREGATE = "public, max-age=600";

export const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/estimates",
    {
      schema: {
        tags: ["estimates"],
        summary:
          "The typical agreed price of a category's work near a place: 25th percentile, median, 75th percentile",
        description: `From the completed jobs of the place's district, else its province, else the whole country: the first with at least ${MIN_SAMPLE} jobs; \`area\` says which. Prices in NPR, rounded to ₨ 50 below ₨ 2,000, ₨ 100 below ₨ 20,000, else ₨ 500. 204 when even the whole country has fewer than ${MIN_SAMPLE} jobs.`,
        querystring: EstimateQuery,
        response: { 200: Estimate, 204: z.null() },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_AGGREGATE);
      const estimate = await estimatePrice(request.db, request.query);
      return estimate ? estimate : reply.status(204).send(null);
    },
  );

  app.get(
    "/api/estimates/categories",
    {
      schema: {
        tags: ["estimates"],
        summary: "Each category's typical agreed price over the whole country, for the category links",
        description: `Only the categories with at least ${MIN_SAMPLE} completed jobs; rounded as GET /api/estimates rounds.`,
        response: { 200: CategoryEstimate.array() },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_AGGREGATE);
      return estimateCategories(request.db);
    },
  );
};
