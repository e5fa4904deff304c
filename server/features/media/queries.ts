import { and, eq, inArray, lt, not, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { jobs, mediaUploads, users } from "../../db/schema";

/** An upload as its owner sees it (never the storage key). */
const uploadColumns = {
  id: mediaUploads.id,
  contentType: mediaUploads.contentType,
  fileSize: mediaUploads.fileSize,
  createdAt: mediaUploads.createdAt,
};

export async function insertMediaUpload(db: DbOrTx, values: typeof mediaUploads.$inferInsert) {
  const [row] = await db.insert(mediaUploads).values(values).returning(uploadColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function findMediaUpload(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      ownerId: mediaUploads.ownerId,
      storageKey: mediaUploads.storageKey,
      contentType: mediaUploads.contentType,
    })
    .from(mediaUploads)
    .where(eq(mediaUploads.id, id));
  return row;
}

/**
 * Which of these uploads belong to the user, locked until the transaction ends so that a
 * concurrent delete waits for the job that attaches them.
 */
export async function lockOwnUploads(db: DbOrTx, ownerId: string, ids: string[]) {
  const rows = await db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.ownerId, ownerId), inArray(mediaUploads.id, ids)))
    .for("share");
  return rows.map((row) => row.id);
}

/** The owner's upload, locked for deletion; undefined when it is not theirs or does not exist. */
export async function lockUploadForDelete(db: DbOrTx, ownerId: string, id: string) {
  const [row] = await db
    .select({ storageKey: mediaUploads.storageKey })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.ownerId, ownerId)))
    .for("update");
  return row;
}

/** Whether any job lists this media URL among its photos, or anyone shows it as their profile photo. */
export async function isInUse(db: DbOrTx, url: string) {
  const [onJob] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`${jobs.mediaUrls} @> array[${url}]::text[]`)
    .limit(1);
  if (onJob) return true;
  const [asPhoto] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.profileImageUrl, url))
    .limit(1);
  return Boolean(asPhoto);
}

export async function deleteMediaUpload(db: DbOrTx, id: string) {
  await db.delete(mediaUploads).where(eq(mediaUploads.id, id));
}

/**
 * Locks (skipping any a job being posted holds) up to `limit` uploads made before `before` that no
 * job shows and nobody has as their profile photo, and deletes them, returning their storage keys.
 * The second statement looks again with the rows locked, so a job (or a profile) that took one in
 * between keeps it.
 */
export async function deleteUnattachedUploads(db: DbOrTx, before: Date, limit: number) {
  const url = sql`'/api/media/' || ${mediaUploads.id}`;
  const attached = sql`(exists (select 1 from ${jobs} where ${jobs.mediaUrls} @> array[${url}]::text[])
    or exists (select 1 from ${users} where ${users.profileImageUrl} = ${url}))`;
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: mediaUploads.id })
      .from(mediaUploads)
      .where(and(lt(mediaUploads.createdAt, before), not(attached)))
      .orderBy(mediaUploads.createdAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (candidates.length === 0) return [];
    const deleted = await tx
      .delete(mediaUploads)
      .where(
        and(
          inArray(
            mediaUploads.id,
            candidates.map((row) => row.id),
          ),
          not(attached),
        ),
      )
      .returning({ storageKey: mediaUploads.storageKey });
    return deleted.map((row) => row.storageKey);
  });
}

/** Which of these storage keys an upload row names. */
export async function findKnownStorageKeys(db: DbOrTx, keys: string[]) {
  const rows = await db
    .select({ key: mediaUploads.storageKey })
    .from(mediaUploads)
    .where(inArray(mediaUploads.storageKey, keys));
  return new Set(rows.map((row) => row.key));
}
