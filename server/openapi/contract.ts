import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { LightMyRequestResponse } from "fastify";

/** The parts of an OpenAPI 3.1 document the contract reads. */
export type ApiDocument = {
  paths: Record<string, Record<string, ApiOperation>>;
  components?: Record<string, unknown>;
};
export type ApiOperation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean; schema?: object }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, ApiResponse>;
};
type ApiResponse = {
  description: string;
  headers?: Record<string, { schema?: object }>;
  content?: Record<string, { schema?: object }>;
};

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** `/api/jobs/{id}` → `/api/jobs/:id`: the document's path as the route is registered. */
export const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/** Every operation of the document, keyed as routes are (`GET /api/jobs/:id`). */
export function operationsOf(doc: ApiDocument): Map<string, ApiOperation> {
  const operations = new Map<string, ApiOperation>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (METHODS.includes(method)) operations.set(`${method.toUpperCase()} ${routePath(path)}`, operation);
    }
  }
  return operations;
}

/** Whether the operation may be called without a session (its security is empty or has an empty alternative). */
export const isPublic = (operation: ApiOperation) =>
  !operation.security ||
  operation.security.length === 0 ||
  operation.security.some((alt) => Object.keys(alt).length === 0);

/** Headers the server always sends with a response that documents them. */
const PROMISED_HEADERS = ["Location", "Retry-After"];

/**
 * Holds responses to the document: is the status documented for the operation, the content type one
 * it documents, the body valid against that status's schema (JSON), present (files) or absent (no
 * content), and the headers it promises there? Schemas are compiled once, with Ajv's JSON Schema
 * 2020-12 dialect (OpenAPI 3.1's).
 */
export function createContract(doc: ApiDocument) {
  const operations = operationsOf(doc);
  // Compiling is what costs (hundreds of schemas): Ajv's code optimizer and allErrors would
  // triple it, for validations that run once or twice each.
  const ajv = new Ajv2020({ strict: false, code: { optimize: false } });
  addFormats(ajv);
  // OpenAPI's name for a file's bytes: any string.
  ajv.addFormat("binary", true);
  // By what the schema checks: many statuses of many routes share one (their descriptions aside).
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (schema: object) => {
    // A description annotation is words; a property called `description` is a schema (an object).
    const key = JSON.stringify(schema, (name, value) =>
      name === "description" && typeof value === "string" ? undefined : value,
    );
    let validate = compiled.get(key);
    if (!validate) {
      // Beside the schema, so a `#/components/...` reference in it resolves.
      validate = ajv.compile({ ...schema, components: doc.components });
      compiled.set(key, validate);
    }
    return validate;
  };

  /** What is wrong with the response to a request of `key` (`POST /api/jobs`), or [] when it is as documented. */
  function problemsOf(key: string, response: LightMyRequestResponse): string[] {
    const operation = operations.get(key);
    if (!operation) return [`${key} is not in the document`];
    const status = String(response.statusCode);
    const documented =
      operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
    if (!documented) {
      return [
        `${key} answered ${status}, which it does not document (${Object.keys(operation.responses).join(", ")}): ${response.body.slice(0, 200)}`,
      ];
    }
    const problems: string[] = [];
    for (const name of PROMISED_HEADERS) {
      if (documented.headers?.[name] && response.headers[name.toLowerCase()] === undefined)
        problems.push(`${key} ${status}: no ${name} header, which it documents`);
    }
    const type =
      String(response.headers["content-type"] ?? "")
        .split(";")[0]
        ?.trim()
        .toLowerCase() ?? "";
    const content = documented.content;
    if (!content) {
      if (response.rawPayload.length > 0)
        problems.push(
          `${key} ${status}: documents no content but sent ${type}: ${response.body.slice(0, 200)}`,
        );
      return problems;
    }
    const media = type ? content[type] : undefined;
    if (!media) {
      problems.push(
        `${key} ${status}: sent ${type || "no content type"}, documents ${Object.keys(content).join(", ")} (a file is documented with fileResponse() of server/openapi/responses.ts)`,
      );
      return problems;
    }
    if (type === "text/event-stream") return problems;
    if (type !== "application/json" && !type.endsWith("+json")) {
      if (response.rawPayload.length === 0) problems.push(`${key} ${status}: an empty ${type} body`);
      return problems;
    }
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return [...problems, `${key} ${status}: the body is not JSON: ${response.body.slice(0, 200)}`];
    }
    if (!media.schema) return problems;
    const validate = validatorOf(media.schema);
    if (!validate(body)) {
      const errors = (validate.errors ?? []).map((error) => {
        const found = JSON.stringify(valueAt(body, error.instancePath))?.slice(0, 80);
        return `${error.instancePath || "(body)"} ${error.message} (${JSON.stringify(error.params)}; is ${found})`;
      });
      problems.push(`${key} ${status}: the body does not match its schema: ${errors.join("; ")}`);
    }
    return problems;
  }

  return { operations, problemsOf };
}

export type Contract = ReturnType<typeof createContract>;

/** The value at a JSON pointer of Ajv's (`/0/kycStatus`). */
function valueAt(value: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], value);
}
