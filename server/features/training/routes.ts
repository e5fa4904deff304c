import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParams } from "../../../domain/jobs/schemas";
import {
  CategoryCount,
  Enrollment,
  MyEnrollment,
  ProgramDetail,
  ProgramsPage,
  TrainingQuery,
} from "../../../domain/training/schemas";
import { OPTIONAL_SESSION } from "../../openapi/operation";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import { cancel, enroll, getProgram, listCategories, listMyEnrollments, listPrograms } from "./service";

/** The training catalog is open to all; enrolling needs a signed-in user of any role. */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/training/programs",
    {
      schema: {
        tags: ["training"],
        summary:
          "Courses by search, province, district, occupation, price, duration, level and delivery mode",
        security: OPTIONAL_SESSION,
        querystring: TrainingQuery,
        response: { 200: ProgramsPage },
      },
    },
    async (request) => listPrograms(request.db, request.query, request.user?.id),
  );

  app.get(
    "/api/training/programs/:id",
    {
      schema: {
        tags: ["training"],
        summary: "One course, with my enrolment when signed in",
        security: OPTIONAL_SESSION,
        params: IdParams,
        response: { 200: ProgramDetail, ...errors("training.course_not_found") },
      },
    },
    async (request) => getProgram(request.db, request.params.id, request.user?.id),
  );

  app.get(
    "/api/training/categories",
    {
      schema: {
        tags: ["training"],
        summary: "The six training categories with their number of courses",
        response: { 200: CategoryCount.array() },
      },
    },
    async (request) => listCategories(request.db),
  );

  app.post(
    "/api/training/programs/:id/enroll",
    {
      onRequest: authenticated,
      schema: {
        tags: ["training"],
        summary: "Enrol: free courses at once, paid ones pending payment to the provider",
        params: IdParams,
        response: {
          201: Enrollment,
          ...errors("auth.unauthenticated", "training.course_not_found", "training.already_enrolled"),
        },
      },
    },
    async (request, reply) => {
      const enrollment = await enroll(request.db, currentUser(request).id, request.params.id);
      return reply.status(201).send(enrollment);
    },
  );

  app.get(
    "/api/training/enrollments",
    {
      onRequest: authenticated,
      schema: {
        tags: ["training"],
        summary: "My enrolments with their courses, most recent first",
        response: { 200: MyEnrollment.array(), ...errors("auth.unauthenticated") },
      },
    },
    async (request) => listMyEnrollments(request.db, currentUser(request).id),
  );

  app.delete(
    "/api/training/enrollments/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["training"],
        summary: "Cancel my enrolment",
        params: IdParams,
        response: { 200: Enrollment, ...errors("auth.unauthenticated", "training.enrollment_not_found") },
      },
    },
    async (request) => cancel(request.db, currentUser(request).id, request.params.id),
  );
};
