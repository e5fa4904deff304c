import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageResponse } from "../../../domain/auth";
import {
  Bid,
  BidCompetitionResponse,
  BidsQuery,
  BidsSummary,
  BidWithJob,
  CreateBidBody,
  JobBid,
  UpdateBidBody,
} from "../../../domain/bids";
import { IdParams, JobDetail } from "../../../domain/jobs";
import { forbidden, unauthorized } from "../../errors";
import { authenticated, currentUser } from "../../plugins/guards";
import {
  acceptBid,
  bidCompetitionOf,
  bidsSummary,
  listBids,
  listJobBids,
  ONLY_PROFESSIONALS_BID,
  ONLY_PROFESSIONALS_SUMMARY,
  placeBid,
  updateBid,
  withdrawBid,
} from "./service";

const refusals = {
  400: MessageResponse,
  401: MessageResponse,
  403: MessageResponse,
  404: MessageResponse,
  409: MessageResponse,
};

/** Signed in (401) as a professional (403 with `message`). */
function professionalsOnly(message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw unauthorized();
    if (request.user.role !== "professional") throw forbidden(message);
  };
}

export const bidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/jobs/:id/bids",
    {
      schema: {
        tags: ["bids"],
        summary: "A job's bids with each professional's name, photo and rating, lowest amount first",
        description:
          "Bid amounts and proposals are for the job's customer and admins: a professional gets only their own bid, anyone else an empty list (the job's bidCount says how many there are).",
        params: IdParams,
        response: { 200: JobBid.array(), 400: MessageResponse, 404: MessageResponse },
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
          400: MessageResponse,
          401: MessageResponse,
          403: MessageResponse,
          404: MessageResponse,
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
        response: {
          200: BidWithJob.array(),
          400: MessageResponse,
          401: MessageResponse,
          403: MessageResponse,
        },
      },
    },
    async (request) => listBids(request.db, currentUser(request), request.query),
  );

  app.get(
    "/api/bids/summary",
    {
      onRequest: professionalsOnly(ONLY_PROFESSIONALS_SUMMARY),
      schema: {
        tags: ["bids"],
        summary: "My bids counted by status, and my active projects (hired, accepted or in progress)",
        response: { 200: BidsSummary, 401: MessageResponse, 403: MessageResponse },
      },
    },
    async (request) => bidsSummary(request.db, currentUser(request)),
  );

  app.post(
    "/api/bids",
    {
      onRequest: professionalsOnly(ONLY_PROFESSIONALS_BID),
      config: { idempotent: true },
      schema: {
        tags: ["bids"],
        summary: "Bid on an open fixed-price job, once per job",
        body: CreateBidBody,
        response: { 201: Bid, ...refusals },
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
        response: { 200: Bid, ...refusals },
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
        response: { 204: z.null(), ...refusals },
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
        response: { 200: JobDetail, ...refusals },
      },
    },
    async (request) => acceptBid(request.db, currentUser(request), request.params.id),
  );
};
