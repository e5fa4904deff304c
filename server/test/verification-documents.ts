/** Verification documents uploaded through the API (verification and admin tests). */
import type { FastifyInstance } from "fastify";
import { signUp } from "./app";
import { PDF, postForm } from "./uploads";

export type DocumentFile = { data: Buffer; fileName?: string; type?: string };

/** POST /api/verifications with a type and one file. */
export function uploadDocument(
  app: FastifyInstance,
  cookie: string | undefined,
  verificationType: string,
  file: DocumentFile = { data: PDF },
) {
  return postForm(app, "/api/verifications", cookie, [
    { name: "verificationType", value: verificationType },
    {
      name: "document",
      fileName: file.fileName ?? "citizenship.pdf",
      type: file.type ?? "application/pdf",
      data: file.data,
    },
  ]);
}

/** A signed-up professional with one pending document of the type, and that document's id. */
export async function proWithDocument(app: FastifyInstance, type = "kyc", firstName = "Bikash") {
  const pro = await signUp(app, { role: "professional", firstName, lastName: "Tamang" });
  const upload = await uploadDocument(app, pro.cookie, type);
  if (upload.statusCode !== 201) throw new Error(`upload failed ${upload.statusCode}: ${upload.body}`);
  return { ...pro, verificationId: upload.json().id as string };
}
