/** What a verification document may be: checked by its content on both sides, never by its name. */

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_TOO_LARGE = "File must be at most 5 MB";
export const DOCUMENT_TYPE_REFUSED = "Upload a JPEG, PNG, WebP or PDF file";
export const DOCUMENT_MISSING = "Choose a document to upload";

export const DOCUMENT_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

export const DOCUMENT_EXTENSIONS: Record<DocumentContentType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/** How many leading bytes `detectDocumentType` needs. */
export const DOCUMENT_SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type the file's first bytes (magic numbers) say it is, or null for anything else. */
export function detectDocumentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** The refusal (its code in domain/errors.ts) of a chosen file, or null when it may be uploaded. */
export function documentProblem(
  size: number,
  firstBytes: Uint8Array,
): "verification.document_too_large" | "verification.document_type_refused" | null {
  if (size > MAX_DOCUMENT_BYTES) return "verification.document_too_large";
  if (size === 0 || !detectDocumentType(firstBytes)) return "verification.document_type_refused";
  return null;
}
