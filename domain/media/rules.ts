// Job photo rules without zod, so the upload form can use them without downloading it
// (domain/media/schemas.ts re-exports them next to its schemas).

import { detectDocumentType, MAX_DOCUMENT_BYTES } from "../verification/files";

/** Job photos: JPEG, PNG or WebP, told by their first bytes, at most 5 MB, at most 5 per job. */

export const MAX_PHOTO_BYTES = MAX_DOCUMENT_BYTES;
export const MAX_JOB_PHOTOS = 5;
export const PHOTO_TOO_LARGE = "Photo must be at most 5 MB";
export const PHOTO_TYPE_REFUSED = "Upload a JPEG, PNG or WebP photo";
export const PHOTO_MISSING = "Choose a photo to upload";
export const PHOTO_NOT_YOURS = "mediaUrls: Attach only photos you uploaded";
export const TOO_MANY_PHOTOS = `Add at most ${MAX_JOB_PHOTOS} photos`;

export const PHOTO_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

export const PHOTO_EXTENSIONS: Record<PhotoContentType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

const isPhotoType = (type: string | null): type is PhotoContentType =>
  PHOTO_CONTENT_TYPES.includes(type as PhotoContentType);

/** The photo type the first bytes say the file is, or null for anything else (PDFs included). */
export function detectPhotoType(bytes: Uint8Array): PhotoContentType | null {
  const type = detectDocumentType(bytes);
  return isPhotoType(type) ? type : null;
}

/** The refusal (its code in domain/errors.ts) of a chosen photo, or null when it may be uploaded. */
export function photoProblem(
  size: number,
  firstBytes: Uint8Array,
): "media.photo_too_large" | "media.photo_type_refused" | null {
  if (size > MAX_PHOTO_BYTES) return "media.photo_too_large";
  if (size === 0 || !detectPhotoType(firstBytes)) return "media.photo_type_refused";
  return null;
}

export const MEDIA_PATH = /^\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Where an uploaded photo is served; jobs keep these paths in mediaUrls. */
export const mediaUrlOf = (id: string) => `/api/media/${id}`;

/** The upload id inside a media URL, or null when it is not one of ours. */
export function mediaIdOf(url: string): string | null {
  return MEDIA_PATH.exec(url)?.[1] ?? null;
}
