import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParams, JobDetail } from "../../../domain/jobs/schemas";
import { ChangeRequest, CreateChangeBody, CreateQuoteBody, Quote } from "../../../domain/quotes/schemas";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser, requireRoleOr } from "../../plugins/guards";
import {
  acceptQuote,
  answerChangeRequest,
  declineQuote,
  listChanges,
  listQuotes,
  requestChange,
  sendQuote,
  withdrawQuote,
} from "./service";

const QUOTE_ANSWER_REFUSALS = [
  "auth.unauthenticated",
  "quote.not_found",
  "quote.answer_forbidden",
  "quote.not_pending",
] as const;

const CHANGE_ANSWER_REFUSALS = [
  "auth.unauthenticated",
  "change.not_found",
  "change.answer_forbidden",
  "change.not_pending",
  "change.job_not_in_progress",
] as const;

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/jobs/:id/quotes",
    {
      onRequest: requireRoleOr("quote.professionals_only", "professional"),
      schema: {
        tags: ["quotes"],
        summary: "Quote on an open hourly or contact job: labour and materials lines, the total added up",
        description:
          "One pending quote per professional per job: sending again replaces it. The total (the sum of the lines) must be within the category's price cap; validDays, when given, is how long the customer may accept it.",
        params: IdParams,
        body: CreateQuoteBody,
        response: {
          201: Quote,
          ...errors(
            "auth.unauthenticated",
            "quote.professionals_only",
            "quote.own_job",
            "quote.over_price_cap",
            "job.not_found",
            "quote.job_not_accepting",
            "quote.job_not_quoted",
          ),
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return sendQuote(request.db, currentUser(request), request.params.id, request.body);
    },
  );

  app.get(
    "/api/jobs/:id/quotes",
    {
      onRequest: authenticated,
      schema: {
        tags: ["quotes"],
        summary: "A job's quotes, oldest first: every quote for its customer, a professional's own for them",
        params: IdParams,
        response: { 200: Quote.array(), ...errors("auth.unauthenticated", "job.not_found") },
      },
    },
    async (request) => listQuotes(request.db, currentUser(request), request.params.id),
  );

  app.delete(
    "/api/quotes/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["quotes"],
        summary: "Withdraw my pending quote",
        params: IdParams,
        response: {
          200: Quote,
          ...errors("auth.unauthenticated", "quote.not_found", "quote.not_yours", "quote.not_pending"),
        },
      },
    },
    async (request) => withdrawQuote(request.db, currentUser(request), request.params.id),
  );

  app.post(
    "/api/quotes/:id/accept",
    {
      onRequest: authenticated,
      schema: {
        tags: ["quotes"],
        summary:
          "The job's customer accepts a quote: hires its professional at its total, declines the others",
        params: IdParams,
        response: {
          200: JobDetail,
          ...errors(
            ...QUOTE_ANSWER_REFUSALS,
            "job.not_open",
            "quote.expired",
            "quote.professional_unavailable",
          ),
        },
      },
    },
    async (request) => acceptQuote(request.db, currentUser(request), request.params.id),
  );

  app.post(
    "/api/quotes/:id/decline",
    {
      onRequest: authenticated,
      schema: {
        tags: ["quotes"],
        summary: "The job's customer declines a quote",
        params: IdParams,
        response: { 200: Quote, ...errors(...QUOTE_ANSWER_REFUSALS) },
      },
    },
    async (request) => declineQuote(request.db, currentUser(request), request.params.id),
  );

  app.post(
    "/api/jobs/:id/changes",
    {
      onRequest: authenticated,
      schema: {
        tags: ["quotes"],
        summary: "The hired professional asks for an extra on a job in progress: lines and a reason",
        description:
          "One change waits for the customer at a time. The final price it would make must be within the category's price cap.",
        params: IdParams,
        body: CreateChangeBody,
        response: {
          201: ChangeRequest,
          ...errors(
            "auth.unauthenticated",
            "change.forbidden",
            "change.over_price_cap",
            "job.not_found",
            "change.job_not_in_progress",
            "change.already_pending",
          ),
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return requestChange(request.db, currentUser(request), request.params.id, request.body);
    },
  );

  app.get(
    "/api/jobs/:id/changes",
    {
      onRequest: authenticated,
      schema: {
        tags: ["quotes"],
        summary: "A job's change requests, oldest first, for its customer and hired professional",
        params: IdParams,
        response: {
          200: ChangeRequest.array(),
          ...errors("auth.unauthenticated", "change.list_forbidden", "job.not_found"),
        },
      },
    },
    async (request) => listChanges(request.db, currentUser(request), request.params.id),
  );

  app.post(
    "/api/changes/:id/approve",
    {
      onRequest: authenticated,
      schema: {
        tags: ["quotes"],
        summary: "The job's customer approves a change: the final price grows by its total",
        params: IdParams,
        response: { 200: ChangeRequest, ...errors(...CHANGE_ANSWER_REFUSALS) },
      },
    },
    async (request) => answerChangeRequest(request.db, currentUser(request), request.params.id, "approved"),
  );

  app.post(
    "/api/changes/:id/decline",
    {
      onRequest: authenticated,
      schema: {
        tags: ["quotes"],
        summary: "The job's customer declines a change: the price stays",
        params: IdParams,
        response: { 200: ChangeRequest, ...errors(...CHANGE_ANSWER_REFUSALS) },
      },
    },
    async (request) => answerChangeRequest(request.db, currentUser(request), request.params.id, "declined"),
  );
};
