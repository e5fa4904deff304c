import type { CurrentUser } from "../../../domain/auth/user";
import type { Profile } from "../../../domain/profile/schemas";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import type { DocumentStorage } from "../../storage/document-storage";
import { discardPhoto, uploadPhoto } from "../media/service";
import { lockPhotoOf, setPhotoUrl } from "./queries";
import { getProfile } from "./service";

/**
 * Makes the photo (checked and stored as a job photo is, within the profile photo's limit) the
 * user's profile photo, shown wherever their avatar is; the photo it replaces is deleted. The new
 * one is named in the same transaction that reads the old one, so two uploads at once leave one
 * photo shown and the other deleted, never both kept.
 */
export async function setProfilePhoto(
  db: Db,
  storage: DocumentStorage,
  user: CurrentUser,
  data: Buffer,
  limit: Parameters<typeof uploadPhoto>[4],
): Promise<Profile> {
  const upload = await uploadPhoto(db, storage, user, data, limit);
  const previous = await db.transaction(async (tx) => {
    const current = await lockPhotoOf(tx, user.id);
    if (current === undefined) throw appError("user.not_found");
    await setPhotoUrl(tx, user.id, upload.url);
    return current;
  });
  await discardPhoto(db, storage, user.id, previous);
  return getProfile(db, user.id);
}

/** Back to initials: the profile photo is removed from the profile and deleted. */
export async function removeProfilePhoto(
  db: Db,
  storage: DocumentStorage,
  user: CurrentUser,
): Promise<Profile> {
  const previous = await db.transaction(async (tx) => {
    const current = await lockPhotoOf(tx, user.id);
    if (current === undefined) throw appError("user.not_found");
    await setPhotoUrl(tx, user.id, null);
    return current;
  });
  await discardPhoto(db, storage, user.id, previous);
  return getProfile(db, user.id);
}
