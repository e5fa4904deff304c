import { z } from "zod";
import { MEDIA_PATH, PHOTO_CONTENT_TYPES } from "./rules";

export * from "./rules";

/** One entry of a job's mediaUrls: a photo uploaded through POST /api/media. */
export const MediaUrl = z
  .string({ error: "Each photo must be a photo uploaded to Sipalu" })
  .regex(MEDIA_PATH, "Each photo must be a photo uploaded to Sipalu");

/** POST /api/media answers with the stored photo. */
export const MediaUpload = z.object({
  id: z.uuid(),
  url: z.string(),
  contentType: z.enum(PHOTO_CONTENT_TYPES),
  fileSize: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type MediaUpload = z.infer<typeof MediaUpload>;
