import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { Availability, UpdateAvailabilityBody } from "../../../domain/availability/schemas";
import { errors } from "../../plugins/error-codes";
import { currentUser, requireRole } from "../../plugins/guards";
import { getAvailability, updateAvailability } from "./service";

/** The signed-in professional's weekly hours and dated exceptions (days off, extra days). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/professionals/availability",
    {
      onRequest: requireRole("professional"),
      schema: {
        tags: ["availability"],
        summary: "My weekly availability blocks and my exceptions from today on (professionals only)",
        response: { 200: Availability, ...errors("auth.unauthenticated", "auth.forbidden") },
      },
    },
    async (request) => getAvailability(request.db, currentUser(request).id),
  );

  app.patch(
    "/api/professionals/availability",
    {
      onRequest: requireRole("professional"),
      schema: {
        tags: ["availability"],
        summary:
          "Replace my week and add, change or delete exceptions, in one transaction (professionals only)",
        description:
          "blocks (when given) replaces the whole week: times HH:MM, end after start, no overlaps on a day, buffer 0-240 minutes. exceptions with an id change that exception, without one add it; dates from today (Asia/Kathmandu) on; reason at most 200 characters. deletedExceptionIds removes exceptions.",
        body: UpdateAvailabilityBody,
        response: {
          200: Availability,
          ...errors(
            "availability.changed_and_deleted",
            "availability.date_in_past",
            "availability.exceptions_overlap",
            "auth.unauthenticated",
            "auth.forbidden",
            "availability.exception_not_found",
            "professional.not_found",
          ),
        },
      },
    },
    async (request) => updateAvailability(request.db, currentUser(request).id, request.body),
  );
};
