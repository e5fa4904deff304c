import type { FastifyRequest } from "fastify";
import { MAX_PHOTO_BYTES } from "../../../domain/media/schemas";
import { AppError, appError } from "../../errors";

/** The form of POST /api/media: one file in the field `photo`. */
export const PHOTO_FIELD = "photo";

/** How big a photo may be, and the refusal of a bigger one. */
export type PhotoLimit = { maxBytes: number; tooLarge: "media.photo_too_large" | "profile.photo_too_large" };
export const JOB_PHOTO: PhotoLimit = { maxBytes: MAX_PHOTO_BYTES, tooLarge: "media.photo_too_large" };

/** Reads the one photo into memory, refusing one over the limit (5 MB for a job photo) as it streams in. */
export async function readPhotoUpload(
  request: FastifyRequest,
  limit: PhotoLimit = JOB_PHOTO,
): Promise<Buffer> {
  try {
    const file = await request.file({
      limits: { fileSize: limit.maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1000 },
    });
    if (!file) throw appError("media.photo_missing");
    if (file.fieldname !== PHOTO_FIELD) throw appError("media.unreadable_upload");
    return await file.toBuffer();
  } catch (error) {
    throw uploadError(error, limit);
  }
}

function uploadError(error: unknown, limit: PhotoLimit): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return appError(limit.tooLarge);
  if (code?.startsWith("FST_")) return appError("media.unreadable_upload");
  // Malformed multipart (no boundary, cut off) comes from the parser as a plain Error.
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return appError("media.unreadable_upload");
  }
  return error;
}
