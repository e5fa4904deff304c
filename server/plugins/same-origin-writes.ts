import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type AppError, appError } from "../errors";
import { isApiRequest } from "./route-path";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A write route that takes multipart uploads instead of JSON. */
    multipart?: boolean;
  }
}

export const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type SameOriginOptions = { allowedOrigins: string[] };

/**
 * Cross-site request forgery defence for the cookie session: a write to the API must come from our
 * origin when the browser names one, and a body it carries must be JSON (which an HTML form cannot
 * send; uploads are multipart on the routes that take them). A write with no body at all (cancel,
 * accept, logout...) needs no Content-Type: there is nothing a form could have forged into it, and
 * its origin is checked all the same.
 */
export const sameOriginWritesPlugin = fp(
  async (app: FastifyInstance, { allowedOrigins }: SameOriginOptions) => {
    // text/plain is a "simple" content type that any site's form may post cross-origin.
    app.removeContentTypeParser("text/plain");
    // An empty JSON body is no body on a route that takes none (clients send the header anyway).
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      if (body === "" && !request.routeOptions.schema?.body) return done(null, undefined);
      parseJson(request, body as string, done);
    });

    // A callback hook: reads (most requests) pay for no promise. The route, not the raw URL, says
    // whether this is the API: `/%61pi/auth/login` is routed to `/api/auth/login`.
    app.addHook("onRequest", (request, _reply, done) => {
      if (!WRITE_METHODS.has(request.method) || !isApiRequest(request)) return done();
      done(refusal(request, allowedOrigins));
    });
  },
);

/** Why a write to the API is refused before it is read, if it is. */
function refusal(request: FastifyRequest, allowedOrigins: string[]): AppError | undefined {
  if (!isSameOrigin(request, allowedOrigins)) return appError("request.cross_origin");
  const type = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
  const expected = request.routeOptions.config.multipart ? "multipart/form-data" : "application/json";
  if (type === undefined && expected === "application/json" && !hasBody(request)) return undefined;
  if (type === expected) return expected === "multipart/form-data" ? boundaryRefusal(request) : undefined;
  return appError("request.unsupported_media_type", {
    expected: expected === "application/json" ? "JSON with Content-Type: application/json" : expected,
  });
}

/** Whether the request carries a body (RFC 9112 §6: a length above 0, or chunks). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** RFC 2046 §5.1.1: a multipart boundary is 1 to 70 characters. */
const MAX_BOUNDARY_LENGTH = 70;

/**
 * A multipart body needs a boundary the parser can search for: without one, or with one longer than
 * the standard allows (the parser throws on those past 256 characters), it is refused up front.
 */
function boundaryRefusal(request: FastifyRequest): AppError | undefined {
  const parameters = (request.headers["content-type"] ?? "").split(";").slice(1);
  const boundary = parameters
    .map((parameter) => parameter.trim())
    .find((parameter) => parameter.toLowerCase().startsWith("boundary="))
    ?.slice("boundary=".length)
    .replace(/^"(.*)"$/, "$1");
  if (boundary && boundary.length <= MAX_BOUNDARY_LENGTH) return undefined;
  return appError("upload.bad_boundary", { max: MAX_BOUNDARY_LENGTH });
}

function isSameOrigin(request: FastifyRequest, allowedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (origin) {
    const own = `${request.protocol}://${request.host}`;
    return origin === own || allowedOrigins.includes(origin);
  }
  // Browsers send Origin on every cross-origin write; without it, Fetch Metadata still tells.
  return request.headers["sec-fetch-site"] !== "cross-site";
}
