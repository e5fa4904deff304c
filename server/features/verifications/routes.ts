import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageResponse } from "../../../domain/auth";
import { Verification, VerificationParams } from "../../../domain/verification";
import type { Db } from "../../db/client";
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

const refusals = { 401: MessageResponse, 403: MessageResponse };

/** A document is never rendered by the browser as a page: download only, no sniffing, no scripts. */
const DOCUMENT_CSP = "default-src 'none'; img-src 'self'; sandbox";

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
          400: MessageResponse,
          409: MessageResponse,
          413: MessageResponse,
          415: MessageResponse,
          ...refusals,
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
        response: { 200: Verification.array(), ...refusals },
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
          200: z.unknown().describe("The document (JPEG, PNG, WebP or PDF)"),
          400: MessageResponse,
          401: MessageResponse,
          404: MessageResponse,
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
};
