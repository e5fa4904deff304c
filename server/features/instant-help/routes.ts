import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SEARCH_POINTS_PER_HOUR } from "../../../domain/distance-band";
import {
  CreateInstantJobBody,
  CreateInstantJobResponse,
  InstantJobState,
  InstantOffer,
  InstantOffersQuery,
  InstantStats,
  NearbyProfessional,
  NearbyQuery,
  ScheduleInstantBody,
  ScheduleInstantResponse,
} from "../../../domain/instant-help/schemas";
import { IdParams } from "../../../domain/jobs/schemas";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import { sweepEvery } from "../../lib/interval-sweep";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import { getInstantStats, listOffers } from "./offers";
import { scheduleInstantJob } from "./schedule";
import { DEFAULT_SEARCH_POINT_LIMIT, type SearchPointLimit } from "./search-points";
import {
  acceptInstantJob,
  type Clock,
  createInstantJob,
  getInstantState,
  listNearby,
  sweepInstantJobs,
} from "./service";

export type InstantHelpOptions = {
  /** The database the sweep works on; requests use their own (request.db). */
  db: Db;
  /** The clock of deadlines (tests pass a fake one). */
  now?: Clock;
  /** How often overdue requests are swept to no-match; 0 turns the sweep off. */
  sweepMs?: number;
  /** Distinct places one account may search nearby professionals from per hour (tests raise it). */
  searchPoints?: SearchPointLimit;
};

export const instantHelpRoutes: FastifyPluginAsyncZod<InstantHelpOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const sweepMs = options.sweepMs ?? 5000;
  const searchPoints = options.searchPoints ?? DEFAULT_SEARCH_POINT_LIMIT;

  sweepEvery(app, sweepMs, "instant-help sweep", () => sweepInstantJobs(options.db, now));

  app.post(
    "/api/jobs/instant",
    {
      onRequest: authenticated,
      config: { idempotent: true },
      schema: {
        tags: ["instant-help"],
        summary: "Ask for instant help: the job is created and offered to matching professionals at once",
        description:
          "Matched: online, free now, with the skill, whose own service radius around their home covers the customer; if nobody, anyone so within 10 km. Unanswered for 60 s: no-match (cancelled).",
        body: CreateInstantJobBody,
        response: { 201: CreateInstantJobResponse, ...errors("instant.no_place", "instant.customers_only") },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createInstantJob(request.db, currentUser(request), request.body, now);
    },
  );

  app.post(
    "/api/jobs/:id/instant/accept",
    {
      onRequest: authenticated,
      schema: {
        tags: ["instant-help"],
        summary: "Accept an instant request offered to me; the first to accept is hired",
        params: IdParams,
        response: {
          200: InstantJobState,
          ...errors(
            "auth.unauthenticated",
            "instant.not_offered",
            "instant.not_owner",
            "job.not_found",
            "instant.taken",
            "instant.no_rate",
            "job.not_open",
          ),
        },
      },
    },
    async (request) => acceptInstantJob(request.db, currentUser(request), request.params.id, now),
  );

  app.get(
    "/api/jobs/:id/instant",
    {
      onRequest: authenticated,
      schema: {
        tags: ["instant-help"],
        summary: "My instant request: searching, found (with the professional) or no-match",
        params: IdParams,
        response: {
          200: InstantJobState,
          ...errors("auth.unauthenticated", "instant.not_owner", "job.not_found"),
        },
      },
    },
    async (request) => getInstantState(request.db, currentUser(request), request.params.id, now),
  );

  app.get(
    "/api/professionals/nearby",
    {
      onRequest: authenticated,
      schema: {
        tags: ["professionals"],
        summary: "Online, free-now professionals nearest to me (my home point, else lat/lng), within 25 km",
        description: `Each with a distance band (whole km; 0 is under 1 km) from their home snapped to a 0.01° grid, never their point. At most ${SEARCH_POINTS_PER_HOUR} different places (~1 km cells) per account per hour: a new place beyond that is 429 with Retry-After; places already searched from keep working.`,
        querystring: NearbyQuery,
        response: {
          200: NearbyProfessional.array(),
          ...errors("auth.unauthenticated", "instant.too_many_places"),
        },
      },
    },
    async (request, reply) => {
      const result = await listNearby(request.db, currentUser(request), request.query, {
        limit: searchPoints,
        now,
      });
      if ("professionals" in result) return result.professionals;
      reply.header("Retry-After", String(Math.max(1, Math.ceil(result.tooMany.retryAfterMs / 1000))));
      throw appError("instant.too_many_places", result.tooMany.params);
    },
  );

  app.get(
    "/api/instant-help/requests",
    {
      onRequest: authenticated,
      schema: {
        tags: ["instant-help"],
        summary: "The instant requests offered to me that are still waiting, newest first",
        querystring: InstantOffersQuery,
        response: {
          200: InstantOffer.array(),
          ...errors("auth.unauthenticated", "instant.professionals_only"),
        },
      },
    },
    async (request) => listOffers(request.db, currentUser(request), request.query, now),
  );

  app.get(
    "/api/instant-help/stats",
    {
      onRequest: authenticated,
      schema: {
        tags: ["instant-help"],
        summary: "My instant-help figures: requests waiting now, mean response time and mean pay",
        response: { 200: InstantStats, ...errors("auth.unauthenticated", "instant.professionals_only") },
      },
    },
    async (request) => getInstantStats(request.db, currentUser(request), now),
  );

  app.post(
    "/api/jobs/:id/instant/schedule",
    {
      onRequest: authenticated,
      schema: {
        tags: ["instant-help"],
        summary: "Schedule Later: turn my request that nobody took into an open job for a chosen time",
        params: IdParams,
        body: ScheduleInstantBody,
        response: {
          201: ScheduleInstantResponse,
          ...errors(
            "auth.unauthenticated",
            "instant.not_owner",
            "job.not_found",
            "instant.already_scheduled",
            "instant.not_no_match",
          ),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await scheduleInstantJob(request.db, currentUser(request), request.params.id, request.body)),
  );
};
