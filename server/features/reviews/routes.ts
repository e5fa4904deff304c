import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParams } from "../../../domain/jobs/schemas";
import { CreateReviewBody, HIGHLIGHT_COUNT, Review, ReviewHighlight } from "../../../domain/reviews/schemas";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import { findReviewHighlights } from "./queries";
import { reviewJob } from "./service";

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/reviews/highlights",
    {
      schema: {
        tags: ["reviews"],
        summary: "The best recent written reviews, one per professional, for the landing page",
        response: { 200: ReviewHighlight.array() },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return findReviewHighlights(request.db, HIGHLIGHT_COUNT);
    },
  );

  app.post(
    "/api/jobs/:id/review",
    {
      onRequest: authenticated,
      schema: {
        tags: ["reviews"],
        summary: "The customer reviews the hired professional of a completed job, once",
        params: IdParams,
        body: CreateReviewBody,
        response: {
          201: Review,
          ...errors(
            "auth.unauthenticated",
            "review.forbidden",
            "job.not_found",
            "hire.not_accepted",
            "review.already_exists",
            "review.not_completed",
          ),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reviewJob(request.db, currentUser(request), request.params.id, request.body)),
  );
};
