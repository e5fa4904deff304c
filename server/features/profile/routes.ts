import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { Profile, PublicUser, UpdateProfileBody, UserParams } from "../../../domain/profile/schemas";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import { getProfile, getPublicUser, updateProfile } from "./service";

/** Profile Settings (the signed-in user's own profile) and other users' public fields. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/users/profile",
    {
      onRequest: authenticated,
      schema: {
        tags: ["users"],
        summary: "My own editable profile",
        response: { 200: Profile, ...errors("auth.unauthenticated", "user.not_found") },
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
        response: {
          200: Profile,
          ...errors(
            "auth.unauthenticated",
            "user.admin_role_locked",
            "user.phone_signs_in",
            "user.not_found",
          ),
        },
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
        response: { 200: PublicUser, ...errors("auth.unauthenticated", "user.not_found") },
      },
    },
    async (request) => getPublicUser(request.db, request.params.id),
  );
};
