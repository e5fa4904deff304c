import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { type ErrorCode, errorMessage, isErrorCode } from "../../domain/errors";
import type { Config } from "../config";
import { AppError, appError, invalid } from "../errors";
import { listErrorCodes } from "./error-codes";

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  params?: { params?: Record<string, unknown> };
};

/**
 * "email: Enter a valid email address": the first problem, named by its field. A domain schema may
 * give a problem a code of its own (`params: { code: "job.over_price_cap", category }`).
 */
function validationRefusal(context: string | undefined, issues: ValidationIssue[]): AppError {
  const first = issues[0];
  const { code, ...params } = first?.params?.params ?? {};
  if (isErrorCode(code)) return appError(code as "job.over_price_cap", params as { category: string });
  const field = first?.instancePath?.replace(/^\//, "").replaceAll("/", ".");
  return invalid(field || context || "request", first?.message ?? "is invalid");
}

/** Fastify's own refusals (its body parsers and router), by its error code. */
function fastifyRefusal(error: FastifyError, request: FastifyRequest): AppError | null {
  const path = request.url.split("?")[0] ?? "";
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return appError("request.unsupported_media_type", {
        expected: "JSON with Content-Type: application/json",
      });
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return appError("request.body_too_large");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return appError("request.empty_body");
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return appError("request.invalid_json");
    case "FST_ERR_BAD_URL":
      return appError("request.bad_url", { path });
    case "FST_ERR_MAX_PARAM_LENGTH":
      return appError("request.param_too_long", { path });
    default:
      return null;
  }
}

/** What the caller is told: a refusal with its code, or null for the server's own failure (a bare 500). */
function refusalOf(error: FastifyError | AppError, request: FastifyRequest): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationRefusal(error.validationContext, error.validation as ValidationIssue[]);
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
    return null;
  }
  // PostgreSQL text cannot hold U+0000: its "invalid byte sequence" (22021) is the caller's mistake,
  // not the server's (nul-text.ts refuses it in bodies and queries before they reach a route).
  if ((error as { cause?: { code?: unknown } }).cause?.code === "22021") return appError("request.nul_text");
  const known = fastifyRefusal(error, request);
  if (known) return known;
  const status = error.statusCode ?? 500;
  // A refusal nobody gave a code yet: still a 4xx with a code, and a test fails on it (no route lists it).
  if (status >= 400 && status < 500) return new AppError("request.refused", error.message, { status });
  return null;
}

/** Sends an error as `{ code, message, ... }`, already serialized: no route's schema can turn it into a 500. */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  // A "too many" refusal whose words give the wait in seconds says it as HTTP does too.
  const seconds = error.details.params?.seconds;
  if (error.statusCode === 429 && typeof seconds === "number") reply.header("retry-after", String(seconds));
  return reply
    .status(error.statusCode)
    .type("application/json; charset=utf-8")
    .send(JSON.stringify(error.body()));
}

const internal = (message = errorMessage("server.internal", undefined)) =>
  new AppError("server.internal", message);

/**
 * Every error leaves as `{ code, message }`: a 4xx (or a 503) with the code of the refusal, a bare
 * 500 for anything else. A refusal whose code its route does not list (config.errorCodes) is a
 * mistake in the listing: tests fail on it (a 500 that names it), development logs it, production
 * answers it as it is.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, { env }: { env?: Config["env"] }) => {
  app.addHook("onRoute", listErrorCodes);
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const refusal = refusalOf(error, request);
    if (!refusal) {
      request.log.error({ err: error }, "request failed");
      return sendError(reply, internal());
    }
    const listed = request.routeOptions.config?.errorCodes;
    if (listed && env && env !== "production" && !listed.has(refusal.code)) {
      const problem = `${request.method} ${request.routeOptions.url} answered ${refusal.code}, which its errors(...) do not list`;
      if (env === "test") return sendError(reply, internal(problem));
      request.log.warn(problem);
    }
    return sendError(reply, refusal);
  });
});

/** Fastify's `frameworkErrors`: a path the router cannot decode, or a parameter longer than it takes. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refusal = fastifyRefusal(error, request);
  if (!refusal) request.log.error({ err: error }, "router failed");
  sendError(reply, refusal ?? internal());
}

const CLIENT_ERRORS: Record<string, ErrorCode> = {
  ERR_HTTP_REQUEST_TIMEOUT: "request.timeout",
  HPE_HEADER_OVERFLOW: "request.headers_too_large",
};

/**
 * Fastify's `clientErrorHandler`: a request Node could not read (headers too large, too slow,
 * malformed) is answered on the socket, before Fastify sees it, as `{ code, message }` too.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const refusal = appError((CLIENT_ERRORS[error.code ?? ""] ?? "request.malformed") as "request.timeout");
  const body = JSON.stringify(refusal.body());
  if (socket.writable) {
    const reason = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" };
    socket.write(
      `HTTP/1.1 ${refusal.statusCode} ${reason[refusal.statusCode as 400]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
