import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { jobs, mediaUploads } from "../../db/schema";

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

/** Whether any job lists this media URL among its photos. */
export async function isAttachedToJob(db: DbOrTx, url: string) {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`${jobs.mediaUrls} @> array[${url}]::text[]`)
    .limit(1);
  return Boolean(row);
}

export async function deleteMediaUpload(db: DbOrTx, id: string) {
  await db.delete(mediaUploads).where(eq(mediaUploads.id, id));
}
