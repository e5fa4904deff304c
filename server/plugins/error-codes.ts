import type { RouteOptions } from "fastify";
import { z } from "zod";
import { ERRORS, type ErrorCode, ErrorResponse } from "../../domain/errors";
import { NEVER_SHED } from "./load-shedding";
import { isRateLimitedRoute } from "./rate-limits";
import { WRITE_METHODS } from "./same-origin-writes";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Every code the route may answer: its own (its `errors(...)`) and its plugins'. */
    errorCodes?: ReadonlySet<ErrorCode>;
  }
}

/** The codes behind each error schema that `errors()` made. */
const codesOf = new WeakMap<object, readonly ErrorCode[]>();

/** One status's error body, its `code` one of these, each listed with its words in the description. */
function errorSchema(codes: readonly ErrorCode[]) {
  const lines = codes.map((code) => {
    const { message } = ERRORS[code];
    return typeof message === "string" ? `\`${code}\`: ${message}` : `\`${code}\``;
  });
  const schema = ErrorResponse.extend({ code: z.enum(codes as [ErrorCode, ...ErrorCode[]]) }).describe(
    lines.join("\n\n"),
  );
  codesOf.set(schema, codes);
  return schema;
}

/**
 * A route's own refusals, spread into its `response`: `{ 200: Bid, ...errors("bid.not_found") }`
 * documents a 404 whose code is `bid.not_found`. What the plugins refuse on every route of its
 * kind (validation, content type, rate limits...) is added when the route is registered.
 */
export function errors(...codes: ErrorCode[]): Record<number, ReturnType<typeof errorSchema>> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries([...byStatus].map(([status, listed]) => [status, errorSchema(listed)]));
}

type RouteSchema = {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
  response?: Record<number, unknown>;
};

/** What the plugins answer on a route of this kind, whatever its handler does. */
function pluginCodes(route: RouteOptions, method: string): ErrorCode[] {
  const schema = (route.schema ?? {}) as RouteSchema;
  // nul-text.ts looks at every query, path and body; session.ts tells a session its user's
  // suspension ended, on whichever API path it asks next.
  const codes: ErrorCode[] = ["request.nul_text", "auth.suspended"];
  if (schema.body || schema.querystring || schema.params || schema.headers) codes.push("request.invalid");
  if (!NEVER_SHED.has(route.url)) codes.push("server.busy", "server.database_unreachable");
  if (WRITE_METHODS.has(method)) {
    codes.push("request.cross_origin", "request.unsupported_media_type");
    if (route.config?.multipart) codes.push("upload.bad_boundary");
    else {
      codes.push("request.invalid_json", "request.body_too_large");
      // A route without a body takes an empty one as none (same-origin-writes.ts).
      if (schema.body) codes.push("request.empty_body");
    }
  }
  if (route.config?.idempotent) {
    codes.push(
      "idempotency.invalid_key",
      "idempotency.in_flight",
      "idempotency.key_reused",
      "auth.unauthenticated",
    );
  }
  if (isRateLimitedRoute(method, route.url)) codes.push("rate.limited");
  return codes;
}

/**
 * onRoute: an API route's error responses are its own codes and its plugins', documented by status
 * (OpenAPI shows each status's codes) and kept in `config.errorCodes`, which the error handler
 * holds each refusal against.
 */
export function listErrorCodes(route: RouteOptions): void {
  if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = (route.schema ?? {}) as RouteSchema;
  const own = Object.values(schema.response ?? {}).flatMap((entry) => codesOf.get(entry as object) ?? []);
  const codes = [...new Set([...own, ...methods.flatMap((method) => pluginCodes(route, method))])];
  const successes = Object.entries(schema.response ?? {}).filter(
    ([, entry]) => !codesOf.has(entry as object),
  );
  const stray = successes.find(([status]) => Number(status) >= 400);
  if (stray)
    throw new Error(`${methods.join()} ${route.url}: declare its ${stray[0]} with errors(...), by code`);
  route.config = { ...route.config, errorCodes: new Set(codes) };
  // A route without a schema is not documented (nor serialized by zod): it only gets its listing.
  if (route.schema)
    route.schema = { ...schema, response: { ...Object.fromEntries(successes), ...errors(...codes) } };
}
