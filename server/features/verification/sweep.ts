import type { Db } from "../../db/client";
import type { DocumentStorage } from "../../storage/document-storage";
import { removeStrayFiles, STRAY_FILE_AGE_MS } from "../../storage/sweeps";
import { findKnownStorageKeys } from "./queries";

/**
 * Documents are kept as long as their verification row (the review history), and a refused upload
 * removes its file; the one way a document outlives its row is a crash between saving the file and
 * committing the row. This removes such files once a day old.
 */
export function sweepStrayDocuments(db: Db, storage: DocumentStorage, now: Date): Promise<number> {
  const before = new Date(now.getTime() - STRAY_FILE_AGE_MS);
  return removeStrayFiles(storage, before, (keys) => findKnownStorageKeys(db, keys));
}
