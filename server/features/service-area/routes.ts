import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageResponse } from "../../../domain/auth";
import { ServiceAreaProfile, UpdateServiceAreaBody } from "../../../domain/service-area";
import { currentUser, requireRole } from "../../plugins/guards";
import { getServiceArea, updateServiceArea } from "./service";

const refusals = { 401: MessageResponse, 403: MessageResponse, 404: MessageResponse };

/** Service Area Settings: the signed-in professional's radius, home location and switches. */
export const serviceAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/professionals/profile",
    {
      onRequest: requireRole("professional"),
      schema: {
        tags: ["service-area"],
        summary: "My service area, switches and work figures (professionals only)",
        response: { 200: ServiceAreaProfile, ...refusals },
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
        response: { 200: ServiceAreaProfile, 400: MessageResponse, ...refusals },
      },
    },
    async (request) => updateServiceArea(request.db, currentUser(request).id, request.body),
  );
};
