import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HIGHLIGHT_COUNT, ReviewHighlight } from "../../../domain/reviews";
import type { Db } from "../../db/client";
import { findReviewHighlights } from "./queries";

export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/reviews/highlights",
    {
      schema: {
        tags: ["reviews"],
        summary: "The best recent written reviews, one per professional, for the landing page",
        response: { 200: ReviewHighlight.array() },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return findReviewHighlights(db, HIGHLIGHT_COUNT);
    },
  );
};
