import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdParams } from "../../../domain/jobs/schemas";
import { PHOTO_CONTENT_TYPES } from "../../../domain/media/rules";
import { MediaUpload } from "../../../domain/media/schemas";
import type { Db } from "../../db/client";
import { fileResponse } from "../../openapi/responses";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser } from "../../plugins/guards";
import type { DocumentStorage } from "../../storage/document-storage";
import { sweepWhileOpen } from "../../storage/sweeps";
import { deletePhoto, readPhoto, uploadPhoto } from "./service";
import { sweepOrphanPhotos } from "./sweep";
import { readPhotoUpload } from "./upload";

export type MediaRoutesOptions = {
  /** The database the sweep works on; requests use their own (request.db). */
  db: Db;
  storage: DocumentStorage;
  /** The clock of the orphan sweep (tests pass a fake one). */
  now?: () => Date;
  /** How often photos no job shows are swept once a day old (ms); 0 turns the sweep off. */
  sweepMs?: number;
};

/** A photo opened on its own is shown, never run: no sniffing, no scripts, nothing else loaded. */
const PHOTO_CSP = "default-src 'none'; img-src 'self'; sandbox";
/** Ids are never reused and a stored photo never changes, so caches may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Job photos: uploaded by signed-in users, served to anyone with the link. */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, options) => {
  const { storage } = options;
  sweepWhileOpen(app, options, (now) => sweepOrphanPhotos(options.db, storage, now), "photos no job shows");

  // Only this plugin's routes parse multipart; the size limits are set where the photo is read.
  await app.register(fastifyMultipart);

  app.post(
    "/api/media",
    {
      onRequest: authenticated,
      config: { multipart: true },
      schema: {
        tags: ["media"],
        summary:
          "Upload a job photo: multipart form with one file in `photo` (JPEG, PNG or WebP by content, at most 5 MB, 8000 px a side and 40 megapixels)",
        description:
          "Attach it to a job by putting its url in the job's mediaUrls; a photo no job shows a day after its upload is deleted.",
        consumes: ["multipart/form-data"],
        response: {
          201: MediaUpload,
          ...errors(
            "media.image_too_many_pixels",
            "media.image_unreadable",
            "media.photo_missing",
            "media.photo_type_refused",
            "media.unreadable_upload",
            "auth.unauthenticated",
            "media.photo_too_large",
          ),
        },
      },
    },
    async (request, reply) => {
      const data = await readPhotoUpload(request);
      return reply.status(201).send(await uploadPhoto(request.db, storage, currentUser(request), data));
    },
  );

  app.get(
    "/api/media/:id",
    {
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) reply.header("content-security-policy", PHOTO_CSP);
        return payload;
      },
      schema: {
        tags: ["media"],
        summary: "A job photo, shown inline; public to anyone with its URL",
        params: IdParams,
        response: {
          200: fileResponse("The photo as it was uploaded (JPEG, PNG or WebP)", PHOTO_CONTENT_TYPES),
          ...errors("media.photo_not_found"),
        },
      },
    },
    async (request, reply) => {
      const photo = await readPhoto(request.db, storage, request.params.id);
      return reply
        .header("content-type", photo.contentType)
        .header("content-disposition", `inline; filename="${photo.fileName}"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", IMMUTABLE)
        .send(photo.data);
    },
  );

  app.delete(
    "/api/media/:id",
    {
      onRequest: authenticated,
      schema: {
        tags: ["media"],
        summary: "Remove my photo before it is attached to a job (others' photos get 404)",
        params: IdParams,
        response: {
          204: z.null(),
          ...errors("auth.unauthenticated", "media.photo_not_found", "media.photo_attached"),
        },
      },
    },
    async (request, reply) => {
      await deletePhoto(request.db, storage, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
