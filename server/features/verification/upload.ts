import type { FastifyRequest } from "fastify";
import { MAX_DOCUMENT_BYTES } from "../../../domain/verification/files";
import { AppError, appError } from "../../errors";

/** The form of POST /api/verifications: the field `verificationType` and one file in `document`. */
export type Upload = { verificationType: unknown; fileName: string; data: Buffer };

const FILE_FIELD = "document";

/** Reads the multipart body into memory, refusing more than one file or one over 5 MB as it streams. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  let verificationType: unknown;
  let file: { fileName: string; data: Buffer } | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1000 },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        if (part.fieldname !== FILE_FIELD) throw appError("verification.wrong_field");
        file = { fileName: cleanFileName(part.filename), data: await part.toBuffer() };
      } else if (part.fieldname === "verificationType") {
        verificationType = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw appError("verification.document_missing");
  return { verificationType, ...file };
}

function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return appError("verification.document_too_large");
    case "FST_FILES_LIMIT":
      return appError("verification.one_document");
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
    case "FST_PROTO_VIOLATION":
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
    case "FST_MP_PREMATURE_CLOSE":
      return appError("verification.unreadable_upload");
  }
  // Malformed multipart (no boundary, cut off) comes from the parser as a plain Error.
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return appError("verification.unreadable_upload");
  }
  return error;
}

/** The name the file had on the person's device, as a label only: no folders, no control characters. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const printable = [...base].filter((char) => char >= " " && char !== "\u007f").join("");
  return printable.trim().slice(0, 200) || "document";
}
