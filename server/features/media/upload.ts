import type { FastifyRequest } from "fastify";
import { MAX_PHOTO_BYTES } from "../../../domain/media/schemas";
import { AppError, appError } from "../../errors";

/** The form of POST /api/media: one file in the field `photo`. */
export const PHOTO_FIELD = "photo";

/** Reads the one photo into memory, refusing one over 5 MB as it streams in. */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file({
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1000 },
    });
    if (!file) throw appError("media.photo_missing");
    if (file.fieldname !== PHOTO_FIELD) throw appError("media.unreadable_upload");
    return await file.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
}

function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return appError("media.photo_too_large");
  if (code?.startsWith("FST_")) return appError("media.unreadable_upload");
  // Malformed multipart (no boundary, cut off) comes from the parser as a plain Error.
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return appError("media.unreadable_upload");
  }
  return error;
}
