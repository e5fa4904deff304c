import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  PageQuery,
  ProfessionalDetail,
  ProfessionalParams,
  ProfessionalReviewsPage,
  ProfessionalsPage,
  ProfessionalsQuery,
  ProfessionalTasksPage,
} from "../../../domain/professionals/schemas";
import { errors } from "../../plugins/error-codes";
import { getProfessional, listCompletedJobs, listProfessionals, listReviews } from "./service";

/** The public directory: open to everyone, public card fields only. */
export const professionalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/professionals",
    {
      schema: {
        tags: ["professionals"],
        summary: "Professionals by skills, location, verification or category; best rated first, paged",
        querystring: ProfessionalsQuery,
        response: { 200: ProfessionalsPage },
      },
    },
    async (request) => listProfessionals(request.db, request.query),
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
