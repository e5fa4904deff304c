import { expect, it } from "vitest";
import { detectDocumentType, documentProblem } from "./files";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

it("tells JPEG, PNG, WebP and PDF by their first bytes", () => {
  expect(detectDocumentType(bytes("%PDF-1.7"))).toBe("application/pdf");
  expect(detectDocumentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
  expect(detectDocumentType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
  expect(detectDocumentType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
});

it("refuses everything else, whatever its name would say", () => {
  expect(detectDocumentType(bytes("<!doctype html>"))).toBeNull();
  expect(detectDocumentType(bytes("RIFF", [1, 2, 3, 4], "WAVE"))).toBeNull();
  expect(detectDocumentType(bytes("%PD"))).toBeNull();
  expect(detectDocumentType(new Uint8Array())).toBeNull();
});

it("names the problem with a chosen file: too large first, then the wrong kind", () => {
  expect(documentProblem(5 * 1024 * 1024, bytes("%PDF-"))).toBeNull();
  expect(documentProblem(5 * 1024 * 1024 + 1, bytes("%PDF-"))).toBe("verification.document_too_large");
  expect(documentProblem(100, bytes("<html>"))).toBe("verification.document_type_refused");
  expect(documentProblem(0, new Uint8Array())).toBe("verification.document_type_refused");
});
