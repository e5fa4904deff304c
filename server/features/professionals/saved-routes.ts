import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ProfessionalCard, ProfessionalParams } from "../../../domain/professionals/schemas";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import { listSaved, saveProfessional, unsaveProfessional } from "./saved";

/** "Save Professional": each signed-in user's own list. */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/saved-professionals",
    {
      onRequest: authenticated,
      schema: {
        tags: ["saved"],
        summary: "The professionals I saved, most recently saved first",
        response: { 200: ProfessionalCard.array(), ...errors("auth.unauthenticated") },
      },
    },
    async (request) => listSaved(request.db, currentUser(request).id),
  );

  app.put(
    "/api/saved-professionals/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["saved"],
        summary: "Save a professional (saving again changes nothing)",
        params: ProfessionalParams,
        response: {
          204: z.null(),
          ...errors("saved.own_profile", "auth.unauthenticated", "professional.not_found"),
        },
      },
    },
    async (request, reply) => {
      await saveProfessional(request.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/saved-professionals/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["saved"],
        summary: "Remove a professional from my saved list",
        params: ProfessionalParams,
        response: { 204: z.null(), ...errors("auth.unauthenticated") },
      },
    },
    async (request, reply) => {
      await unsaveProfessional(request.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
