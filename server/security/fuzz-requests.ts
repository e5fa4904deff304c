import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { AppRoute } from "../test/app-routes";
import {
  inputJsonSchema,
  malformedBody,
  malformedQuery,
  oddTextFor,
  plainTextFor,
  type TextFor,
  toQuery,
  validObject,
} from "./arbitraries";
import { badPathParam, encodeUrlText, oddText } from "./odd-values";
import { paramIsRefused, refusalBodyProblem } from "./refusal";

/** One request of the fuzzer; `refused` when the API must answer it with a 4xx. */
export type FuzzRequest = {
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  note: string;
  refused: boolean;
};

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const isWrite = (route: Pick<AppRoute, "method">) => WRITES.has(route.method);
const isMultipart = (route: AppRoute) =>
  ((route.schema as { consumes?: string[] }).consumes ?? []).includes("multipart/form-data");
const paramNames = (route: AppRoute) => [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");

/** The start of a text, with long runs of one character (100k strings) shortened to "a×100000". */
function squeeze(text: string, length: number): string {
  const start = text
    .slice(0, 4 * length)
    .replace(
      /(%[0-9A-F]{2}|\\u[0-9a-f]{4}|.)\1{9,}/gis,
      (run, unit: string) => `${unit}×${run.length / unit.length}`,
    )
    .slice(0, length);
  return text.length > 4 * length ? `${start}… (${text.length} characters)` : start;
}

/** Short enough to read in a failure report: the URL, the note, the headers and the start of the body. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.payload === undefined
      ? ""
      : ` body(${request.contentType}): ${squeeze(String(request.payload), 600)}`;
  const headers = request.headers ? ` ${squeeze(JSON.stringify(request.headers), 200)}` : "";
  return `${request.method} ${squeeze(request.url, 300)} [${request.note}]${headers}${body}`;
}

/** Gives the request a short form in fast-check's counterexample reports (bodies may be 100k long). */
export const printable = (request: FuzzRequest): FuzzRequest =>
  Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });

type Parts = { params: Record<string, string>; query: string; body?: string };

function buildRequest(
  route: AppRoute,
  parts: Parts,
  change: Partial<FuzzRequest> & { note: string },
): FuzzRequest {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => parts.params[name] ?? "");
  const query = parts.query ? `?${parts.query}` : "";
  const body = isWrite(route) ? { contentType: "application/json", payload: parts.body ?? "{}" } : {};
  return printable({ method: route.method, url: `${path}${query}`, ...body, refused: false, ...change });
}

/** Valid params, query and body for a route, with free text from `text` and ids from `idFor`. */
function validParts(
  route: AppRoute,
  text: TextFor,
  idFor: (name: string) => fc.Arbitrary<string>,
  leaveOut: string[] = [],
) {
  const { body, querystring } = route.schema;
  const without = (value: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(value).filter(([key]) => !leaveOut.includes(key)));
  return fc.record({
    params: fc.record(Object.fromEntries(paramNames(route).map((name) => [name, idFor(name)]))),
    query: querystring
      ? validObject(inputJsonSchema(querystring), text).map((value) => toQuery(without(value)))
      : fc.constant(""),
    body: body
      ? validObject(inputJsonSchema(body), text).map((value) => JSON.stringify(without(value)))
      : fc.constant("{}"),
  });
}

const randomId = () => fc.uuid({ version: 4 });

/** Bodies of the wrong kind for the route: broken JSON, invalid UTF-8, other content types. */
function wrongBody(route: AppRoute): fc.Arbitrary<Partial<FuzzRequest> & { note: string }> {
  const json = "application/json";
  const wrongTypes = fc.constantFrom(
    { contentType: "text/plain", payload: '{"a":1}', note: "text/plain" },
    { contentType: "application/x-www-form-urlencoded", payload: "a=1&role=admin", note: "form-urlencoded" },
    { contentType: "application/xml", payload: "<a>1</a>", note: "xml" },
    { contentType: "application/json-patch+json", payload: "[]", note: "json-patch" },
    { contentType: undefined, payload: '{"a":1}', note: "no content type" },
  );
  if (isMultipart(route)) {
    return fc.oneof(
      wrongTypes,
      fc.constant({ contentType: json, payload: "{}", note: "JSON where a form goes" }),
    );
  }
  // An empty JSON body is no body: refused only where the route takes one.
  const empty = route.schema.body ? [{ contentType: json, payload: "", note: "empty JSON body" }] : [];
  return fc.oneof(
    wrongTypes,
    fc.constantFrom(
      ...empty,
      {
        contentType: "multipart/form-data; boundary=x",
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        note: "multipart where JSON goes",
      },
      { contentType: json, payload: "{", note: "bad JSON" },
      { contentType: json, payload: '{"a":}', note: "bad JSON" },
      { contentType: json, payload: "{'a':1}", note: "bad JSON" },
      { contentType: json, payload: '{"a":1,}', note: "bad JSON" },
      { contentType: json, payload: "NaN", note: "bad JSON" },
      { contentType: json, payload: '{"a":NaN}', note: "bad JSON" },
      { contentType: json, payload: '{"a":"\\x"}', note: "bad JSON escape" },
      {
        contentType: json,
        payload: Buffer.from([0x7b, 0xff, 0xfe, 0xc3, 0x28, 0x7d]),
        note: "invalid UTF-8",
      },
      {
        contentType: json,
        payload: Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d, 0xc0, 0xaf]),
        note: "BOM, overlong UTF-8",
      },
    ),
  );
}

/**
 * Requests to the route with exactly one part broken (body, query, a path param or the body's
 * encoding) and the rest valid; all of them must be refused. A read with no schema at all gets
 * junk query strings instead, which it may answer.
 */
export function malformedRequest(route: AppRoute): fc.Arbitrary<FuzzRequest> {
  const { body, querystring, params } = route.schema;
  const parts = fc.noShrink(validParts(route, plainTextFor, randomId));
  const kinds: fc.Arbitrary<FuzzRequest>[] = [];
  if (body && isWrite(route) && !isMultipart(route)) {
    kinds.push(
      fc
        .tuple(parts, malformedBody(body))
        .map(([valid, bad]) =>
          buildRequest(route, { ...valid, body: bad.text }, { note: `body ${bad.note}`, refused: true }),
        ),
    );
  }
  if (querystring) {
    kinds.push(
      fc
        .tuple(parts, malformedQuery(querystring))
        .map(([valid, bad]) =>
          buildRequest(route, { ...valid, query: bad.text }, { note: `query ${bad.note}`, refused: true }),
        ),
    );
  }
  if (params) {
    const names = paramNames(route);
    const badParam = fc
      .tuple(fc.constantFrom(...names), badPathParam)
      .filter(([name, segment]) => paramIsRefused(params, name, segment));
    kinds.push(
      fc
        .tuple(parts, badParam)
        .map(([valid, [name, segment]]) =>
          buildRequest(
            route,
            { ...valid, params: { ...valid.params, [name]: segment } },
            { note: `param ${name}=${segment.slice(0, 40)}`, refused: true },
          ),
        ),
    );
  }
  if (isWrite(route)) {
    kinds.push(
      fc
        .tuple(parts, wrongBody(route))
        .map(([valid, change]) => buildRequest(route, valid, { ...change, refused: true })),
    );
  }
  if (kinds.length === 0) {
    const junk = fc
      .array(fc.tuple(oddText, oddText), { minLength: 1, maxLength: 4 })
      .map((pairs) => pairs.map(([key, value]) => `${encodeUrlText(key)}=${encodeUrlText(value)}`).join("&"));
    kinds.push(
      fc
        .tuple(parts, junk)
        .map(([valid, query]) => buildRequest(route, { ...valid, query }, { note: "junk query" })),
    );
  }
  return fc.oneof(...kinds);
}

/**
 * Well-formed requests whose free text is odd unicode or 100k characters cut to the field's limit,
 * with ids of real objects where `idFor` knows them: the API may accept them, but never with a 5xx.
 */
export function hostileRequest(
  route: AppRoute,
  idFor: (name: string) => fc.Arbitrary<string>,
): fc.Arbitrary<FuzzRequest> {
  // Never a role: the fuzzing users keep theirs (PATCH /api/users/profile may switch it).
  const parts = validParts(route, oddTextFor, idFor, ["role"]);
  const key = fc.option(fc.uuid({ version: 4 }), { nil: undefined });
  return fc.tuple(parts, key).map(([valid, idempotencyKey]) =>
    buildRequest(route, valid, {
      note: "odd text in a valid shape",
      ...(idempotencyKey ? { headers: { "idempotency-key": idempotencyKey } } : {}),
    }),
  );
}

const LEAKS = [
  /\bat \//,
  /node_modules/,
  /\n\s+at /,
  /\b[A-Z]\w*Error: /,
  /drizzle/i,
  /postgres/i,
  /Failed query/i,
  /syntax error at or near/i,
  /\bselect\b[\s\S]{0,200}\bfrom\b/i,
  /\binsert into\b/i,
  /relation "/,
  /duplicate key value/,
  /violates [\w ]*constraint/,
  /\bpg_\w+/,
];

/** What is wrong with the answer to a request, or null: 5xx, a leak, a 4xx without a known code, an accepted malformed request. */
export function problemWith(request: FuzzRequest, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  if (status >= 400) {
    const leak = LEAKS.find((pattern) => pattern.test(response.body));
    if (leak) return `leaks internals (${leak}): ${response.body.slice(0, 300)}`;
    const problem = refusalBodyProblem(response);
    if (problem) return problem;
  } else if (/node_modules|\n\s+at /.test(response.body)) {
    return `leaks a stack trace: ${response.body.slice(0, 300)}`;
  }
  if (request.refused && status < 400) return `accepted a malformed request with ${status}`;
  return null;
}

let address = 0;
const SAME_ORIGIN = {
  origin: "http://localhost:80",
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "cors",
};

/** Sends the request as the browser would from our own page, each from an address of its own. */
export function send(app: FastifyInstance, request: FuzzRequest, cookie?: string) {
  address += 1;
  return app.inject({
    method: request.method as "GET",
    url: request.url,
    payload: request.payload,
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    headers: {
      ...SAME_ORIGIN,
      accept: "application/json",
      ...(request.contentType ? { "content-type": request.contentType } : {}),
      ...(cookie ? { cookie } : {}),
      ...request.headers,
    },
  });
}
