import { randomUUID } from "node:crypto";
import type { CurrentUser } from "../../../domain/auth/user";
import { imageSizeProblem } from "../../../domain/media/image-size";
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_SNIFF_BYTES,
  detectDocumentType,
  MAX_DOCUMENT_BYTES,
} from "../../../domain/verification/files";
import {
  type Verification,
  type VerificationType,
  VerificationTypeField,
} from "../../../domain/verification/schemas";
import type { Db } from "../../db/client";
import { isoDates } from "../../db/iso-dates";
import { appError, invalid } from "../../errors";
import type { DocumentStorage } from "../../storage/document-storage";
import {
  findDocument,
  findVerificationsOf,
  hasPendingOfType,
  insertVerification,
  lockSubmissionsOf,
  markKycSubmitted,
  type VerificationRow,
} from "./queries";
import type { Upload } from "./upload";

const documentUrlOf = (id: string) => `/api/verifications/${id}/document`;

/** A row as the API sends it: dates as ISO strings, without the owner id. */
export function toVerification({ userId: _userId, ...row }: VerificationRow): Verification {
  return isoDates(row);
}

/**
 * Checks the document by its bytes (an image also by the pixel size its header declares), stores it under a server-generated name and records it as
 * pending. A refused upload stores nothing: the file is only written once every check passed, and
 * removed again if the database refuses the row.
 */
export async function submitVerification(
  db: Db,
  storage: DocumentStorage,
  user: CurrentUser,
  upload: Upload,
): Promise<Verification> {
  const type = VerificationTypeField.safeParse(upload.verificationType);
  if (!type.success) throw invalid("verificationType", `${type.error.issues[0]?.message}`);
  if (upload.data.length > MAX_DOCUMENT_BYTES) throw appError("verification.document_too_large");
  const contentType = detectDocumentType(upload.data.subarray(0, DOCUMENT_SNIFF_BYTES));
  if (!contentType) throw appError("verification.document_type_refused");
  const sizeProblem = contentType === "application/pdf" ? null : imageSizeProblem(upload.data, contentType);
  if (sizeProblem) throw appError(sizeProblem);
  if (await hasPendingOfType(db, user.id, type.data)) throw pendingConflict(type.data);

  const id = randomUUID();
  const documentUrl = documentUrlOf(id);
  const storageKey = await storage.save(upload.data, DOCUMENT_EXTENSIONS[contentType]);
  try {
    const row = await db.transaction(async (tx) => {
      await lockSubmissionsOf(tx, user.id);
      if (await hasPendingOfType(tx, user.id, type.data)) throw pendingConflict(type.data);
      const inserted = await insertVerification(tx, {
        id,
        userId: user.id,
        verificationType: type.data,
        documentUrl,
        storageKey,
        contentType,
        fileSize: upload.data.length,
        fileName: upload.fileName,
      });
      if (type.data === "kyc") await markKycSubmitted(tx, user.id, documentUrl);
      return inserted;
    });
    return toVerification(row);
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
}

const pendingConflict = (type: VerificationType) => appError("verification.already_pending", { type });

export async function listMyVerifications(db: Db, userId: string): Promise<Verification[]> {
  return (await findVerificationsOf(db, userId)).map(toVerification);
}

export type StoredDocument = { data: Buffer; contentType: string; downloadName: string };

/**
 * The document itself, for its owner and for admins. Anyone else gets the same 404 as for a
 * document that does not exist, so ids reveal nothing.
 */
export async function readDocument(
  db: Db,
  storage: DocumentStorage,
  user: CurrentUser,
  id: string,
): Promise<StoredDocument> {
  const found = await findDocument(db, id);
  if (!found || (found.userId !== user.id && user.role !== "admin"))
    throw appError("verification.document_not_found");
  const data = found.storageKey ? await storage.read(found.storageKey) : null;
  if (!data || !found.contentType) throw appError("verification.document_not_found");
  const extension = DOCUMENT_EXTENSIONS[found.contentType as keyof typeof DOCUMENT_EXTENSIONS] ?? "bin";
  return {
    data,
    contentType: found.contentType,
    downloadName: `sipalu-${found.verificationType}-${id.slice(0, 8)}.${extension}`,
  };
}
