import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { JobWithEdits, UpdateJobBody } from "../../../domain/jobs/edit";
import { MyJob } from "../../../domain/jobs/my-jobs";
import {
  CreateJobBody,
  HireBody,
  IdParams,
  Job,
  JobDetail,
  JobListItem,
  JobsQuery,
  MyJobsQuery,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from "../../../domain/jobs/schemas";
import { OPTIONAL_SESSION } from "../../openapi/operation";
import { withHeaders } from "../../openapi/responses";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import { acceptHire, declineHire, hireDirectly } from "../hiring/hire";
import { editJob, getJobWithEdits } from "./edit";
import { cancelJob, completeJob, listJobs, listMyJobs, postJob, startJob } from "./service";

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/jobs",
    {
      schema: {
        tags: ["jobs"],
        summary: "Jobs, newest first, by category, place (any part, any case), status and professional",
        description:
          "status omitted lists every status. professionalId lists the jobs that professional is hired on or was booked for, and to that professional and admins also the jobs they have bid on. Pages of `limit` (default 24, at most 100) from `offset`; the X-Total-Count header says how many jobs match over all pages, counted up to 1,000; X-Total-Count-Capped: true when more match.",
        security: OPTIONAL_SESSION,
        querystring: JobsQuery,
        response: {
          200: withHeaders(JobListItem.array(), {
            [TOTAL_COUNT_HEADER]: {
              description: "How many jobs match over all pages, counted up to 1,000",
              schema: { type: "integer" },
            },
            [TOTAL_CAPPED_HEADER]: {
              description: "`true` when more than 1,000 jobs match",
              schema: { type: "string", enum: ["true"] },
            },
          }),
        },
      },
    },
    async (request, reply) => {
      const { jobs, total, capped } = await listJobs(request.db, request.user, request.query);
      if (capped) reply.header(TOTAL_CAPPED_HEADER, "true");
      return reply.header(TOTAL_COUNT_HEADER, total).send(jobs);
    },
  );

  app.get(
    "/api/jobs/mine",
    {
      onRequest: authenticated,
      schema: {
        tags: ["jobs"],
        summary: "My jobs with the bids they received and their review",
        description:
          "as=customer: the jobs I posted; as=professional: the jobs I am hired on or was booked for. Defaults to my role. active=true: only jobs offered (a direct hire waiting for the professional's answer), accepted or in progress, and as a professional only those I am hired on (my active projects and the hires offered to me).",
        querystring: MyJobsQuery,
        response: { 200: MyJob.array(), ...errors("auth.unauthenticated") },
      },
    },
    async (request) => listMyJobs(request.db, currentUser(request), request.query),
  );

  app.get(
    "/api/jobs/:id",
    {
      schema: {
        tags: ["jobs"],
        summary: "One job with its customer, hired and booked professionals, and its latest edits",
        params: IdParams,
        response: { 200: JobWithEdits, ...errors("job.not_found") },
      },
    },
    async (request) => getJobWithEdits(request.db, request.params.id),
  );

  app.patch(
    "/api/jobs/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["jobs"],
        summary: "The customer edits their open job; professionals with a pending bid are told what changed",
        description:
          "Any of title, description, location, budget, urgency, photos and AI summary while the job is open (no bid accepted, no hire offered); the service category only while it has no bids (409). The payment type cannot change. Each edit is recorded with every changed field's old and new value and shows in the job's `edits`; a body that changes nothing records nothing.",
        params: IdParams,
        body: UpdateJobBody,
        response: {
          200: JobWithEdits,
          ...errors(
            "job.over_price_cap",
            "media.photo_not_yours",
            "auth.unauthenticated",
            "job.edit_forbidden",
            "job.not_found",
            "job.not_open",
            "job.category_locked",
          ),
        },
      },
    },
    async (request) => editJob(request.db, currentUser(request), request.params.id, request.body),
  );

  app.post(
    "/api/jobs",
    {
      onRequest: authenticated,
      config: { idempotent: true },
      schema: {
        tags: ["jobs"],
        summary: "Post a job as the signed-in user; jobType in the body is the payment type",
        body: CreateJobBody,
        response: {
          201: Job,
          ...errors(
            "job.cannot_invite_self",
            "job.invited_not_found",
            "job.over_price_cap",
            "media.photo_not_yours",
          ),
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return postJob(request.db, currentUser(request), request.body);
    },
  );

  app.post(
    "/api/jobs/:id/hire",
    {
      onRequest: authenticated,
      schema: {
        tags: ["jobs"],
        summary: "The customer hires a professional directly for an open hourly or contact job",
        description:
          "Fixed-price jobs hire by accepting a bid (409). agreedPrice becomes the final price; without it, the budget; either at most the category's cap (400 naming it). The job becomes offered: it cannot be started until the professional accepts (POST /api/jobs/:id/hire/accept).",
        params: IdParams,
        body: HireBody,
        response: {
          200: JobDetail,
          ...errors(
            "hire.not_a_professional",
            "hire.over_price_cap",
            "hire.self",
            "auth.unauthenticated",
            "hire.forbidden",
            "job.not_found",
            "professional.not_found",
            "hire.fixed_price_by_bid",
            "job.not_open",
          ),
        },
      },
    },
    async (request) => hireDirectly(request.db, currentUser(request), request.params.id, request.body),
  );

  const steps = [
    {
      path: "cancel",
      run: cancelJob,
      summary: "The customer cancels a job while open, dispatched, offered or accepted",
      refusals: ["job.cancel_forbidden", "job.not_cancellable", "job.is_booking"],
    },
    {
      path: "hire/accept",
      run: acceptHire,
      summary: "The professional hired directly accepts the hire: offered → accepted",
      refusals: ["hire.answer_forbidden", "hire.nothing_to_answer", "hire.is_booking"],
    },
    {
      path: "hire/decline",
      run: declineHire,
      summary: "The professional hired directly declines the hire: the job is open again for its customer",
      refusals: ["hire.answer_forbidden", "hire.nothing_to_answer", "hire.is_booking"],
    },
    {
      path: "start",
      run: startJob,
      summary: "The hired professional starts an accepted job",
      refusals: ["job.start_forbidden", "job.not_startable", "hire.not_accepted"],
    },
    {
      path: "complete",
      run: completeJob,
      summary: "The hired professional or the customer completes a job in progress",
      refusals: ["job.complete_forbidden", "job.not_completable", "hire.not_accepted"],
    },
  ] as const;
  for (const step of steps) {
    app.post(
      `/api/jobs/:id/${step.path}`,
      {
        onRequest: authenticated,
        schema: {
          tags: ["jobs"],
          summary: step.summary,
          params: IdParams,
          response: {
            200: JobDetail,
            ...errors("auth.unauthenticated", "job.not_found", ...step.refusals),
          },
        },
      },
      async (request) => step.run(request.db, currentUser(request), request.params.id),
    );
  }
};
