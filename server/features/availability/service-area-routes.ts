import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ServiceAreaProfile, UpdateServiceAreaBody } from "../../../domain/availability/service-area";
import { errors } from "../../plugins/error-codes";
import { currentUser, requireRole } from "../../plugins/guards";
import { getServiceArea, updateServiceArea } from "./service-area";

/** Service Area Settings: the signed-in professional's radius, home location and switches. */
export const serviceAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/professionals/profile",
    {
      onRequest: requireRole("professional"),
      schema: {
        tags: ["service-area"],
        summary: "My service area, switches and work figures (professionals only)",
        response: {
          200: ServiceAreaProfile,
          ...errors("auth.unauthenticated", "auth.forbidden", "professional.not_found"),
        },
      },
    },
    async (request) => getServiceArea(request.db, currentUser(request).id),
  );

  app.patch(
    "/api/professionals/profile",
    {
      onRequest: requireRole("professional"),
      schema: {
        tags: ["service-area"],
        summary: "Save my service radius (1-25 km), home location, Online and Free Now (professionals only)",
        description:
          "Every field optional. homeLatitude and homeLongitude go together (null clears both). Free Now can be on only while Online is on; turning Online off turns Free Now off.",
        body: UpdateServiceAreaBody,
        response: {
          200: ServiceAreaProfile,
          ...errors(
            "service_area.free_now_needs_online",
            "auth.unauthenticated",
            "auth.forbidden",
            "professional.not_found",
          ),
        },
      },
    },
    async (request) => updateServiceArea(request.db, currentUser(request).id, request.body),
  );
};
