import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MAX_PROFILE_PHOTO_BYTES } from "../../../domain/profile/photo-rules";
import { Profile } from "../../../domain/profile/schemas";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import type { DocumentStorage } from "../../storage/document-storage";
import { type PhotoLimit, readPhotoUpload } from "../media/upload";
import { removeProfilePhoto, setProfilePhoto } from "./photo";

const PROFILE_PHOTO: PhotoLimit = { maxBytes: MAX_PROFILE_PHOTO_BYTES, tooLarge: "profile.photo_too_large" };

/** The signed-in user's profile photo: stored with the job photos (media storage), served at /api/media/:id. */
export const profilePhotoRoutes: FastifyPluginAsyncZod<{ storage: DocumentStorage }> = async (
  app,
  { storage },
) => {
  // Only this plugin's routes parse multipart; the size limit is set where the photo is read.
  await app.register(fastifyMultipart);

  app.put(
    "/api/users/profile/photo",
    {
      onRequest: authenticated,
      config: { multipart: true },
      schema: {
        tags: ["users"],
        summary:
          "Set my profile photo: multipart form with one file in `photo` (JPEG, PNG or WebP by content, at most 2 MB, 8000 px a side and 40 megapixels)",
        description:
          "The app sends it shrunk to 512 px on its longer side, never cropped. It becomes profileImageUrl (/api/media/<id>), shown as my avatar everywhere; the photo it replaces is deleted.",
        consumes: ["multipart/form-data"],
        response: {
          200: Profile,
          ...errors(
            "auth.unauthenticated",
            "media.image_too_many_pixels",
            "media.image_unreadable",
            "media.photo_missing",
            "media.photo_type_refused",
            "media.unreadable_upload",
            "profile.photo_too_large",
            "user.not_found",
          ),
        },
      },
    },
    async (request) => {
      const data = await readPhotoUpload(request, PROFILE_PHOTO);
      return setProfilePhoto(request.db, storage, currentUser(request), data, PROFILE_PHOTO);
    },
  );

  app.delete(
    "/api/users/profile/photo",
    {
      onRequest: authenticated,
      schema: {
        tags: ["users"],
        summary: "Remove my profile photo: my avatar shows my initials again; the photo is deleted",
        response: { 200: Profile, ...errors("auth.unauthenticated", "user.not_found") },
      },
    },
    async (request) => removeProfilePhoto(request.db, storage, currentUser(request)),
  );
};
