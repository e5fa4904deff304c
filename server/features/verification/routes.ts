import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DOCUMENT_CONTENT_TYPES } from "../../../domain/verification/files";
import { Verification, VerificationParams } from "../../../domain/verification/schemas";
import type { Db } from "../../db/client";
import { fileResponse } from "../../openapi/responses";
import { errors } from "../../plugins/error-codes";
import { authenticated, currentUser, requireRole } from "../../plugins/guards";
import type { DocumentStorage } from "../../storage/document-storage";
import { sweepWhileOpen } from "../../storage/sweeps";
import { listMyVerifications, readDocument, submitVerification } from "./service";
import { sweepStrayDocuments } from "./sweep";
import { readUpload } from "./upload";

export type VerificationRoutesOptions = {
  /** The database the sweep works on; requests use their own (request.db). */
  db: Db;
  storage: DocumentStorage;
  /** The clock of the stray-document sweep (tests pass a fake one). */
  now?: () => Date;
  /** How often stored documents no row names are swept (ms); 0 turns the sweep off. */
  sweepMs?: number;
};

/** A document is never rendered by the browser as a page: download only, no sniffing, no scripts. */
const DOCUMENT_CSP = "default-src 'none'; img-src 'self'; sandbox";
/**
 * The admin's inline preview: shown in a frame of our own pages only, loading and running nothing.
 * No `sandbox` here: browsers refuse to show a PDF in a sandboxed document. The type is the one
 * found in the file's bytes (never HTML), and nosniff keeps it so.
 */
const PREVIEW_CSP = "default-src 'none'; img-src 'self'; frame-ancestors 'self'";

/** Professionals' verification documents (KYC, NSTB certificate, police check). */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, options) => {
  const { storage } = options;
  sweepWhileOpen(
    app,
    options,
    (now) => sweepStrayDocuments(options.db, storage, now),
    "documents no verification names",
  );

  // Only this plugin's routes parse multipart; the size limits are set where the form is read.
  await app.register(fastifyMultipart);

  app.post(
    "/api/verifications",
    {
      onRequest: requireRole("professional"),
      config: { multipart: true },
      schema: {
        tags: ["verifications"],
        summary:
          "Submit a document for review: multipart form with verificationType (kyc, nstb, background) and one document (JPEG, PNG, WebP or PDF, at most 5 MB)",
        consumes: ["multipart/form-data"],
        response: {
          201: Verification,
          ...errors(
            "media.image_too_many_pixels",
            "media.image_unreadable",
            "request.invalid",
            "verification.document_missing",
            "verification.document_type_refused",
            "verification.one_document",
            "verification.unreadable_upload",
            "verification.wrong_field",
            "auth.unauthenticated",
            "auth.forbidden",
            "verification.already_pending",
            "verification.document_too_large",
          ),
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const created = await submitVerification(request.db, storage, currentUser(request), upload);
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/api/verifications",
    {
      onRequest: requireRole("professional"),
      schema: {
        tags: ["verifications"],
        summary: "My submitted documents and their review status, newest first",
        response: { 200: Verification.array(), ...errors("auth.unauthenticated", "auth.forbidden") },
      },
    },
    async (request) => listMyVerifications(request.db, currentUser(request).id),
  );

  app.get(
    "/api/verifications/:id/document",
    {
      onRequest: authenticated,
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) reply.header("content-security-policy", DOCUMENT_CSP);
        return payload;
      },
      schema: {
        tags: ["verifications"],
        summary: "The document file, as an attachment; only for its owner and admins (others get 404)",
        params: VerificationParams,
        response: {
          200: fileResponse(
            "The document as it was uploaded (JPEG, PNG, WebP or PDF)",
            DOCUMENT_CONTENT_TYPES,
          ),
          ...errors("auth.unauthenticated", "verification.document_not_found"),
        },
      },
    },
    async (request, reply) => {
      const document = await readDocument(request.db, storage, currentUser(request), request.params.id);
      return reply
        .header("content-type", document.contentType)
        .header("content-disposition", `attachment; filename="${document.downloadName}"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(document.data);
    },
  );

  app.get(
    "/api/admin/verifications/:id/document",
    {
      onRequest: requireRole("admin"),
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) {
          reply.header("content-security-policy", PREVIEW_CSP).header("x-frame-options", "SAMEORIGIN");
        }
        return payload;
      },
      schema: {
        tags: ["admin"],
        summary: "A submitted document shown inline (PDF or image) for an admin's review; admins only",
        params: VerificationParams,
        response: {
          200: fileResponse(
            "The document (JPEG, PNG, WebP or PDF), Content-Disposition inline",
            DOCUMENT_CONTENT_TYPES,
          ),
          ...errors("auth.unauthenticated", "auth.forbidden", "verification.document_not_found"),
        },
      },
    },
    async (request, reply) => {
      const document = await readDocument(request.db, storage, currentUser(request), request.params.id);
      return reply
        .header("content-type", document.contentType)
        .header("content-disposition", `inline; filename="${document.downloadName}"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(document.data);
    },
  );
};
