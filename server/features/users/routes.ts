import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageResponse } from "../../../domain/auth";
import { Profile, PublicUser, UpdateProfileBody, UserParams } from "../../../domain/users";
import { authenticated, currentUser } from "../../plugins/guards";
import { getProfile, getPublicUser, updateProfile } from "./service";

const refusals = { 400: MessageResponse, 401: MessageResponse, 403: MessageResponse };

/** Profile Settings (the signed-in user's own profile) and other users' public fields. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/users/profile",
    {
      onRequest: authenticated,
      schema: {
        tags: ["users"],
        summary: "My own editable profile",
        response: { 200: Profile, 401: MessageResponse },
      },
    },
    async (request) => getProfile(request.db, currentUser(request).id),
  );

  app.patch(
    "/api/users/profile",
    {
      onRequest: authenticated,
      schema: {
        tags: ["users"],
        summary:
          "Update my name, phone, bio, location, account type (customer or professional), skills and rates",
        body: UpdateProfileBody,
        response: { 200: Profile, ...refusals },
      },
    },
    async (request) => updateProfile(request.db, currentUser(request), request.body),
  );

  app.get(
    "/api/users/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["users"],
        summary: "Another user's public fields (e.g. the customer in the bid dialog)",
        params: UserParams,
        response: { 200: PublicUser, 400: MessageResponse, 401: MessageResponse, 404: MessageResponse },
      },
    },
    async (request) => getPublicUser(request.db, request.params.id),
  );
};
