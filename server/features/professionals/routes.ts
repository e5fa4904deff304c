import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RATING_PRIOR_MEAN, RATING_PRIOR_WEIGHT } from "../../../domain/professionals/ranking";
import {
  PageQuery,
  ProfessionalDetail,
  ProfessionalParams,
  ProfessionalReviewsPage,
  ProfessionalsPage,
  ProfessionalsQuery,
  ProfessionalTasksPage,
} from "../../../domain/professionals/schemas";
import { appError } from "../../errors";
import { errors } from "../../plugins/error-codes";
import { DEFAULT_SEARCH_POINT_LIMIT, type SearchPointLimit } from "../instant-help/search-points";
import { getProfessional, listCompletedJobs, listProfessionals, listReviews } from "./service";

export type ProfessionalRoutesOptions = {
  /** Distinct places one account may sort by distance from per hour (shared with the nearby list). */
  searchPoints?: SearchPointLimit;
  now?: () => Date;
};

/** The public directory: open to everyone, public card fields only. */
export const professionalRoutes: FastifyPluginAsyncZod<ProfessionalRoutesOptions> = async (app, options) => {
  const directory = {
    searchPoints: options.searchPoints ?? DEFAULT_SEARCH_POINT_LIMIT,
    now: options.now ?? (() => new Date()),
  };

  app.get(
    "/api/professionals",
    {
      schema: {
        tags: ["professionals"],
        summary:
          "Professionals by skills, location, verification, category and hourly rate; best rated first (or by rate, or nearest first), paged",
        description: [
          `Best rated ranks by a confidence-weighted rating: (v·R + ${RATING_PRIOR_WEIGHT}·${RATING_PRIOR_MEAN}) / (v + ${RATING_PRIOR_WEIGHT}),`,
          "R the rating and v how many customers rated them, then by jobs done. price-asc and price-desc order by hourly rate",
          "(those without one last). distance (signed-in only) orders by the home snapped to a ~1 km cell, from lat/lng or",
          "the signed-in professional's own home, lists only those who set one, and gives each a whole-km distance band;",
          "a new ~1 km place beyond the nearby list's hourly limit is 429 with Retry-After.",
        ].join(" "),
        querystring: ProfessionalsQuery,
        response: {
          200: ProfessionalsPage,
          ...errors("auth.unauthenticated", "professional.place_needed", "instant.too_many_places"),
        },
      },
    },
    async (request, reply) => {
      const result = await listProfessionals(request.db, request.user, request.query, directory);
      if (!("tooMany" in result)) return result;
      reply.header("Retry-After", String(Math.max(1, Math.ceil(result.tooMany.retryAfterMs / 1000))));
      throw appError("instant.too_many_places", result.tooMany.params);
    },
  );

  app.get(
    "/api/professionals/:id",
    {
      schema: {
        tags: ["professionals"],
        summary: "A professional's public profile, statistics and weekly availability",
        params: ProfessionalParams,
        response: { 200: ProfessionalDetail, ...errors("professional.not_found") },
      },
    },
    async (request) => getProfessional(request.db, request.params.id),
  );

  app.get(
    "/api/professionals/:id/reviews",
    {
      schema: {
        tags: ["professionals"],
        summary: "Reviews of a professional, newest first, paged",
        params: ProfessionalParams,
        querystring: PageQuery,
        response: { 200: ProfessionalReviewsPage, ...errors("professional.not_found") },
      },
    },
    async (request) => listReviews(request.db, request.params.id, request.query),
  );

  app.get(
    "/api/professionals/:id/jobs",
    {
      schema: {
        tags: ["professionals"],
        summary: "A professional's completed jobs, most recent first, paged",
        params: ProfessionalParams,
        querystring: PageQuery,
        response: { 200: ProfessionalTasksPage, ...errors("professional.not_found") },
      },
    },
    async (request) => listCompletedJobs(request.db, request.params.id, request.query),
  );
};
