import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  Bid,
  BidCompetitionResponse,
  BidsQuery,
  BidsSummary,
  BidWithJob,
  CreateBidBody,
  JobBid,
  UpdateBidBody,
} from "../../../domain/bids/schemas";
import { IdParams, JobDetail } from "../../../domain/jobs/schemas";
import type { FixedErrorCode } from "../../errors";
import { OPTIONAL_SESSION } from "../../openapi/operation";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser, requireRoleOr } from "../../plugins/guards";
import {
  acceptBid,
  bidCompetitionOf,
  bidsSummary,
  listBids,
  listJobBids,
  placeBid,
  updateBid,
  withdrawBid,
} from "./service";

/** Signed in (401) as a professional (403 with `code`). */
const professionalsOnly = (code: FixedErrorCode) => requireRoleOr(code, "professional");

export const bidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/jobs/:id/bids",
    {
      schema: {
        tags: ["bids"],
        summary: "A job's bids with each professional's name, photo and rating, lowest amount first",
        description:
          "Bid amounts and proposals are for the job's customer and admins: a professional gets only their own bid, anyone else an empty list (the job's bidCount says how many there are).",
        security: OPTIONAL_SESSION,
        params: IdParams,
        response: { 200: JobBid.array(), ...errors("job.not_found") },
      },
    },
    async (request) => listJobBids(request.db, request.user, request.params.id),
  );

  app.get(
    "/api/bids/:id/competition",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bids"],
        summary: "Where my bid stands: its rank, the lowest, average and highest bid, each bid's place",
        description: "Only the bid's professional; no other bid's amount, proposal or bidder.",
        params: IdParams,
        response: {
          200: BidCompetitionResponse,
          ...errors("auth.unauthenticated", "bid.competition_forbidden", "bid.not_found"),
        },
      },
    },
    async (request) => bidCompetitionOf(request.db, currentUser(request), request.params.id),
  );

  app.get(
    "/api/bids",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bids"],
        summary: "My bids, newest first, with their jobs; by status and job title (any part, any case)",
        description:
          "professionalId defaults to me; only an admin may list another professional's bids. Customers see the bids on their jobs through /api/jobs/mine and /api/jobs/:id/bids.",
        querystring: BidsQuery,
        response: { 200: BidWithJob.array(), ...errors("auth.unauthenticated", "bid.list_forbidden") },
      },
    },
    async (request) => listBids(request.db, currentUser(request), request.query),
  );

  app.get(
    "/api/bids/summary",
    {
      onRequest: professionalsOnly("bid.summary_professionals_only"),
      schema: {
        tags: ["bids"],
        summary: "My bids counted by status, and my active projects (hired, accepted or in progress)",
        response: { 200: BidsSummary, ...errors("auth.unauthenticated", "bid.summary_professionals_only") },
      },
    },
    async (request) => bidsSummary(request.db, currentUser(request)),
  );

  app.post(
    "/api/bids",
    {
      onRequest: professionalsOnly("bid.professionals_only"),
      config: { idempotent: true },
      schema: {
        tags: ["bids"],
        summary: "Bid on an open fixed-price job, once per job",
        body: CreateBidBody,
        response: {
          201: Bid,
          ...errors(
            "bid.over_price_cap",
            "bid.own_job",
            "bid.professionals_only",
            "job.not_found",
            "bid.already_exists",
            "bid.job_not_accepting",
            "bid.job_not_fixed_price",
          ),
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return placeBid(request.db, currentUser(request), request.body);
    },
  );

  app.patch(
    "/api/bids/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bids"],
        summary: "Change my pending bid's amount, message or estimated time",
        params: IdParams,
        body: UpdateBidBody,
        response: {
          200: Bid,
          ...errors(
            "bid.over_price_cap",
            "auth.unauthenticated",
            "bid.not_yours",
            "bid.not_found",
            "bid.not_pending",
          ),
        },
      },
    },
    async (request) => updateBid(request.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    "/api/bids/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bids"],
        summary: "Withdraw my pending bid",
        params: IdParams,
        response: {
          204: z.null(),
          ...errors("auth.unauthenticated", "bid.not_yours", "bid.not_found", "bid.not_pending"),
        },
      },
    },
    async (request, reply) => {
      await withdrawBid(request.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/bids/:id/accept",
    {
      onRequest: authenticated,
      schema: {
        tags: ["bids"],
        summary: "The job's customer accepts a bid: hires its professional and rejects the other bids",
        params: IdParams,
        response: {
          200: JobDetail,
          ...errors(
            "auth.unauthenticated",
            "bid.accept_forbidden",
            "bid.not_found",
            "job.not_found",
            "bid.bidder_unavailable",
            "bid.not_pending",
            "job.not_open",
          ),
        },
      },
    },
    async (request) => acceptBid(request.db, currentUser(request), request.params.id),
  );
};
