import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../errors";
import { NUL_IN_TEXT } from "./nul-text";

type ValidationIssue = { instancePath?: string; message?: string };

/** "email: Enter a valid email address" — the first problem, named by its field. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0];
  const field = first?.instancePath?.replace(/^\//, "").replaceAll("/", ".");
  const where = field || context || "request";
  return `${where}: ${first?.message ?? "is invalid"}`;
}

/** Every error leaves as `{ message }` with a 4xx for the caller's mistakes and a bare 500 otherwise. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        message: describeValidation(error.validationContext, error.validation as ValidationIssue[]),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return reply.status(500).send({ message: "Internal Server Error" });
    }
    if (isNulInText(error)) {
      return reply.status(400).send({ message: NUL_IN_TEXT });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: "Internal Server Error" });
  });
});

/**
 * PostgreSQL text cannot hold U+0000: its "invalid byte sequence" (22021) is the caller's mistake,
 * not the server's (nul-text.ts refuses it in bodies and queries before they reach a route).
 */
function isNulInText(error: unknown): boolean {
  return (error as { cause?: { code?: unknown } }).cause?.code === "22021";
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type: send JSON with Content-Type: application/json";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Request body is too large";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "Request body is empty: send a JSON object";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "Request body is not valid JSON";
    default:
      return error.message;
  }
}
