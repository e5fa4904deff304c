import type { CurrentUser } from "../../../domain/auth/user";
import { imageSizeProblem } from "../../../domain/media/image-size";
import {
  detectPhotoType,
  MAX_PHOTO_BYTES,
  type MediaUpload,
  mediaIdOf,
  mediaUrlOf,
  PHOTO_EXTENSIONS,
  type PhotoContentType,
} from "../../../domain/media/schemas";
import { DOCUMENT_SNIFF_BYTES } from "../../../domain/verification/files";
import type { Db, DbOrTx } from "../../db/client";
import { appError } from "../../errors";
import type { DocumentStorage } from "../../storage/document-storage";
import {
  deleteMediaUpload,
  findMediaUpload,
  insertMediaUpload,
  isInUse,
  lockOwnUploads,
  lockUploadForDelete,
} from "./queries";
import { JOB_PHOTO, type PhotoLimit } from "./upload";

/**
 * Checks the photo by its bytes and the pixel size its header declares, stores it under a server-generated name and records it as the
 * user's. A refused photo stores nothing; the file is removed again if the database refuses the row.
 * A job photo may be 5 MB; a profile photo is smaller (`limit`).
 */
export async function uploadPhoto(
  db: Db,
  storage: DocumentStorage,
  user: CurrentUser,
  data: Buffer,
  limit: PhotoLimit = JOB_PHOTO,
): Promise<MediaUpload> {
  if (data.length > Math.min(limit.maxBytes, MAX_PHOTO_BYTES)) throw appError(limit.tooLarge);
  const contentType = detectPhotoType(data.subarray(0, DOCUMENT_SNIFF_BYTES));
  if (!contentType) throw appError("media.photo_type_refused");
  const sizeProblem = imageSizeProblem(data, contentType);
  if (sizeProblem) throw appError(sizeProblem);
  const storageKey = await storage.save(data, PHOTO_EXTENSIONS[contentType]);
  try {
    const row = await insertMediaUpload(db, {
      ownerId: user.id,
      storageKey,
      contentType,
      fileSize: data.length,
    });
    return {
      id: row.id,
      url: mediaUrlOf(row.id),
      contentType,
      fileSize: row.fileSize,
      createdAt: row.createdAt.toISOString(),
    };
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
}

export type StoredPhoto = { data: Buffer; contentType: PhotoContentType; fileName: string };

/** A photo's bytes for anyone who has its URL (the id is random and never listed). */
export async function readPhoto(db: Db, storage: DocumentStorage, id: string): Promise<StoredPhoto> {
  const found = await findMediaUpload(db, id);
  const contentType = found?.contentType as PhotoContentType | undefined;
  if (!found || !contentType || !(contentType in PHOTO_EXTENSIONS)) throw appError("media.photo_not_found");
  const data = await storage.read(found.storageKey);
  if (!data) throw appError("media.photo_not_found");
  return { data, contentType, fileName: `sipalu-photo-${id.slice(0, 8)}.${PHOTO_EXTENSIONS[contentType]}` };
}

/**
 * The owner takes back a photo no job shows yet (removed from a job form before posting); a profile
 * photo goes through DELETE /api/users/profile/photo instead. Someone else's photo gets the same
 * 404 as a missing one.
 */
export async function deletePhoto(db: Db, storage: DocumentStorage, user: CurrentUser, id: string) {
  const storageKey = await db.transaction(async (tx) => {
    const found = await lockUploadForDelete(tx, user.id, id);
    if (!found) throw appError("media.photo_not_found");
    if (await isInUse(tx, mediaUrlOf(id))) throw appError("media.photo_attached");
    await deleteMediaUpload(tx, id);
    return found.storageKey;
  });
  await storage.remove(storageKey);
}

/**
 * Deletes a photo of `ownerId`'s that nothing shows any more (a profile photo just replaced or
 * removed): the row, then the file. A URL that is not one of our photos, someone else's photo, or
 * one still shown (on a job, or as anyone's profile photo) is left alone.
 */
export async function discardPhoto(db: Db, storage: DocumentStorage, ownerId: string, url: string | null) {
  const id = url ? mediaIdOf(url) : null;
  if (!id) return;
  const storageKey = await db.transaction(async (tx) => {
    const found = await lockUploadForDelete(tx, ownerId, id);
    if (!found || (await isInUse(tx, mediaUrlOf(id)))) return null;
    await deleteMediaUpload(tx, id);
    return found.storageKey;
  });
  if (storageKey) await storage.remove(storageKey);
}

/**
 * A job may show only photos its poster uploaded; checked inside the transaction that saves the
 * job, with the uploads locked until it commits.
 */
export async function checkOwnPhotos(tx: DbOrTx, ownerId: string, urls: string[]) {
  if (urls.length === 0) return;
  const ids = urls.map(mediaIdOf);
  if (ids.some((id) => id === null)) throw appError("media.photo_not_yours");
  const own = await lockOwnUploads(tx, ownerId, ids as string[]);
  if (own.length !== new Set(ids).size) throw appError("media.photo_not_yours");
}
