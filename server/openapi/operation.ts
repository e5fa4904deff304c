import type { RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import type { UserRole } from "../../domain/auth/user";
import type { ErrorCode } from "../../domain/errors";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, IdempotencyKey } from "../../domain/idempotency";
import { sessionRequirementOf } from "../plugins/guards";

/** The security scheme of the session cookie (its declaration is in document.ts). */
export const SESSION_SCHEME = "session";

/**
 * The security of a public route that answers more to a signed-in caller (their enrolment on a
 * course, their own bid on a job): the session is optional.
 */
export const OPTIONAL_SESSION: Record<string, string[]>[] = [{}, { [SESSION_SCHEME]: [] }];

type JsonObject = Record<string, unknown>;
type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0] & { route: RouteOptions };

/**
 * `GET /api/jobs/:id/bids` → `getJobsByIdBids`: every operation's id, from its method and path, so
 * it is stable (renaming a handler changes nothing) and unique (one route per method and path).
 */
export function operationIdOf(method: string, url: string): string {
  const words = (text: string) =>
    text
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((word) => word[0]?.toUpperCase() + word.slice(1))
      .join("");
  const segments = url
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean);
  const named = segments.map((segment) =>
    segment.startsWith(":") ? `By${words(segment.slice(1))}` : words(segment),
  );
  return `${method.toLowerCase()}${named.join("")}`;
}

const ROLE_NAMES: Record<UserRole, string> = {
  customer: "a customer",
  professional: "a professional",
  admin: "an administrator",
};

/** Who may call a guarded route, said in its description. */
function sessionSentence(roles: readonly UserRole[] | null): string {
  if (!roles) return "Needs the session cookie of a signed-in user (401 without one).";
  const who = roles.map((role) => ROLE_NAMES[role]).join(" or ");
  return `Needs the session cookie of ${who} (401 without a session, 403 for another role).`;
}

/**
 * Who may call the route: a guard (plugins/guards.ts) makes the session required; otherwise the
 * route is public (`[]`), or says itself that a session is optional (`[{}, { session: [] }]`: it
 * answers more to a signed-in caller). A route that declares a session its guards do not enforce,
 * or a guarded route declaring anything else, is a mistake and fails here.
 */
function securityOf(route: RouteOptions, declared: unknown) {
  const requirement = sessionRequirementOf(route);
  const where = `${String(route.method)} ${route.url}`;
  if (requirement) {
    if (declared !== undefined)
      throw new Error(`${where}: its guard already makes the session required; declare no security`);
    return { security: [{ [SESSION_SCHEME]: [] }], roles: requirement.roles };
  }
  const required = Array.isArray(declared) && declared.every((entry) => Object.keys(entry).length > 0);
  if (required && declared.length > 0)
    throw new Error(`${where}: declares a required session, but no guard (plugins/guards.ts) enforces it`);
  return { security: declared ?? [], roles: undefined };
}

/**
 * onRoute: an API route whose declared security contradicts its guards fails as it is registered
 * (the document would say so only when first asked for).
 */
export function checkSecurity(route: RouteOptions): void {
  if (!route.url.startsWith("/api/") || !route.schema) return;
  securityOf(route, (route.schema as JsonObject).security);
}

/** The header that makes a retried write safe, on the routes that honour it. */
const IDEMPOTENCY_KEY_PARAMETER = {
  ...withoutDialect(z.toJSONSchema(IdempotencyKey, { target: "draft-2020-12" })),
  description:
    "Names this submit (a new UUID per submit, the same on its retries). A retry with the same key within 24 hours gets the first answer again, marked Idempotent-Replayed, without writing twice; the same key with a different request is 422 `idempotency.key_reused`, and one still being answered is 409 `idempotency.in_flight`. Without the header every request is a new one.",
};

function withoutDialect({ $schema: _dialect, ...schema }: JsonObject): JsonObject {
  return schema;
}

const RETRY_AFTER = {
  description: "Seconds to wait before trying again",
  schema: { type: "integer", minimum: 1 },
};

/** The headers a response of this status carries, from what the route and its plugins answer. */
function responseHeaders(status: number, route: RouteOptions, codes: ReadonlySet<ErrorCode>): JsonObject {
  const headers: JsonObject = {};
  if (status === 429 || status === 503) headers["Retry-After"] = RETRY_AFTER;
  if (status === 409 && codes.has("idempotency.in_flight"))
    headers["Retry-After"] = { ...RETRY_AFTER, description: "With `idempotency.in_flight`: seconds to wait" };
  if (status >= 300 && status < 400)
    headers.Location = { description: "Where the client is sent", schema: { type: "string" } };
  if (status >= 200 && status < 300 && route.config?.idempotent)
    headers[IDEMPOTENT_REPLAYED_HEADER] = {
      description:
        "`true` when this is the stored answer to an earlier request with the same Idempotency-Key",
      schema: { type: "string", enum: ["true"] },
    };
  return headers;
}

const SUCCESS_DESCRIPTIONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No content",
  302: "Found: redirected to Location",
};

/** `headers` as @fastify/swagger reads a response's headers: one schema per header, its description beside it. */
function withHeaders(response: JsonObject, headers: JsonObject): JsonObject {
  if (Object.keys(headers).length === 0) return response;
  const flat = Object.fromEntries(
    Object.entries(headers).map(([name, header]) => {
      const { description, schema } = header as { description: string; schema: JsonObject };
      return [name, { ...schema, description }];
    }),
  );
  return { ...response, headers: { ...(response.headers as JsonObject | undefined), ...flat } };
}

/**
 * @fastify/swagger's transform: the route's zod schemas as JSON Schema (fastify-type-provider-zod),
 * plus what the route definition says beyond its schemas: its operationId, the session its guard
 * requires, the Idempotency-Key header of idempotent writes, and the headers its answers carry
 * (Retry-After on 429 and 503, Location on redirects, Idempotent-Replayed on replays).
 */
export function describeOperation(input: TransformInput): ReturnType<Transform> {
  const { route } = input;
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema as JsonObject | undefined;
  if (!schema || schema.hide || !route.url.startsWith("/api/")) return transformed;

  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const method = methods.find((name) => name !== "HEAD") ?? methods[0] ?? "GET";
  const { security, roles } = securityOf(route, schema.security);
  const description = [schema.description, roles !== undefined ? sessionSentence(roles) : undefined]
    .filter(Boolean)
    .join("\n\n");

  const codes = route.config?.errorCodes ?? new Set<ErrorCode>();
  const response = Object.fromEntries(
    Object.entries((schema.response ?? {}) as Record<string, JsonObject>).map(([status, answer]) => {
      const code = Number(status);
      const described =
        SUCCESS_DESCRIPTIONS[code] && !answer.description && !answer["x-response-description"]
          ? { ...answer, "x-response-description": SUCCESS_DESCRIPTIONS[code] }
          : answer;
      return [status, withHeaders(described, responseHeaders(code, route, codes))];
    }),
  );

  let headers = schema.headers as JsonObject | undefined;
  if (route.config?.idempotent) {
    const properties = (headers?.properties ?? {}) as JsonObject;
    headers = {
      type: "object",
      ...headers,
      properties: { ...properties, [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_KEY_PARAMETER },
    };
  }

  return {
    ...transformed,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, route.url),
      security,
      ...(description ? { description } : {}),
      ...(headers ? { headers } : {}),
      response,
    } as ReturnType<Transform>["schema"],
  };
}
