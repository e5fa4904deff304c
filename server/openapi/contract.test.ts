import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from "../../domain/idempotency";
import type { Caller, RouteKey, Target } from "../security/access-table";
import { type Cell, cellsOf, personOf, ROUTE_KEYS, runCell } from "../security/cells";
import type { World } from "../security/fixtures";
import { ROUTE_REQUESTS, type RouteRequest } from "../security/route-requests";
import { appWithWorld } from "../security/world-app";
import type { TestApp } from "../test/app";
import { type AppRoute, createTestAppWithRoutes, routeKey } from "../test/app-routes";
import { type ApiDocument, type Contract, createContract, isPublic } from "./contract";

// Issue 17: every operation the served document describes is called as a client would and its
// answers are held to the document: the status is one it documents, the body valid against that
// status's schema, the content type and promised headers as it says. The requests are those of the
// authorization matrix (server/security/route-requests.ts, one per route and caller): a route
// added without one fails here as it fails there.

const HOUR = 60 * 60 * 1000;
let t: TestApp & { routes: AppRoute[] };
let w: World;
let doc: ApiDocument;
let contract: Contract;

beforeAll(async () => {
  ({ t, w } = await appWithWorld((options) =>
    // One sign-up per address an hour, so the second one shows the documented 429.
    createTestAppWithRoutes({ ...options, rateLimits: { signup: { max: 1, windowMs: HOUR } } }),
  ));
  const response = await t.app.inject({ url: "/api/docs/json" });
  expect(response.statusCode).toBe(200);
  doc = response.json();
  contract = createContract(doc);
});
afterAll(() => t?.close());

const methodOf = (key: RouteKey) =>
  key.slice(0, key.indexOf(" ")) as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const pathOf = (key: RouteKey) => key.slice(key.indexOf(" ") + 1);
const isWrite = (key: RouteKey) => methodOf(key) !== "GET";
/** The route's path with a well-formed id that names nothing in each parameter. */
const anyUrl = (key: RouteKey) => pathOf(key).replace(/:\w+/g, randomUUID());

const TARGET_ORDER: (Target | undefined)[] = ["own", "other", undefined, "missing"];
/** The matrix's cell that succeeds for this route: a caller who may, about an object they may act on. */
function successCell(key: RouteKey): Cell {
  const successes = cellsOf(key).filter((cell) => cell.status < 400);
  successes.sort((a, b) => TARGET_ORDER.indexOf(a.target) - TARGET_ORDER.indexOf(b.target));
  const cell = successes[0];
  if (!cell) throw new Error(`${key}: no caller succeeds in the access table`);
  return cell;
}

/** Sends a request of the route as the caller, as runCell does, with extra headers. */
async function sendAs(
  key: RouteKey,
  caller: Caller,
  request: RouteRequest,
  extra: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const cookie = request.cookie ?? personOf(w, caller)?.cookie;
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...extra };
  if (request.multipart) headers["content-type"] = request.multipart.contentType;
  return t.app.inject({
    method: methodOf(key),
    url: request.url,
    headers,
    payload: request.multipart?.payload ?? request.payload,
    remoteAddress: request.remoteAddress,
  });
}

const expectAsDocumented = (key: RouteKey, response: LightMyRequestResponse) =>
  expect(contract.problemsOf(key, response)).toEqual([]);

describe("the document", () => {
  it("describes every API route the app registers, and no other", () => {
    const documented = [...contract.operations.keys()].sort();
    expect(documented).toEqual([...new Set(t.routes.map(routeKey))].sort());
  });

  it("has a request of the authorization matrix for every operation it describes", () => {
    const withRequests = new Set<string>(Object.keys(ROUTE_REQUESTS));
    const missing = [...contract.operations.keys()].filter((key) => !withRequests.has(key));
    expect(missing, "add each to server/security/access-table.ts and route-requests.ts").toEqual([]);
  });

  it("gives every operation a unique operationId, a summary and a tag", () => {
    const ids = [...contract.operations.values()].map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, operation] of contract.operations) {
      expect(operation.operationId, key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.summary, key).toBeTruthy();
      expect(operation.tags?.length, key).toBe(1);
    }
  });
});

describe.each(ROUTE_KEYS)("%s", (key) => {
  it("answers a valid request of a caller who may as documented", async () => {
    const cell = successCell(key);
    const { response } = await runCell(w, key, cell.caller, cell.target);
    expect(response.statusCode, response.body).toBe(cell.status);
    expectAsDocumented(key, response);
  });

  it("declares a session exactly when it refuses a caller without one (401, as documented)", async () => {
    const cell = cellsOf(key).find((candidate) => candidate.caller === "anonymous");
    if (!cell) throw new Error(`${key}: no anonymous cell`);
    // A refused stream ends at once: its body is read like any other.
    const { response } = await runCell(w, key, "anonymous", cell.target, (request) => ({
      ...request,
      stream: false,
    }));
    if (response.headers["content-type"]?.toString().includes("event-stream")) response.raw.res.destroy();
    expect(response.statusCode).toBe(cell.status);
    const operation = contract.operations.get(key);
    expect(operation && isPublic(operation), "public in the document").toBe(cell.status !== 401);
    if (cell.status >= 400) expectAsDocumented(key, response);
  });

  it("refuses malformed input with 400, as documented", async (context) => {
    const operation = contract.operations.get(key);
    const cell = successCell(key);
    const valid = await ROUTE_REQUESTS[key](w, personOf(w, cell.caller), cell.target);
    let request: RouteRequest;
    if (pathOf(key).includes("/:")) {
      // Every id in the path is a UUID: this one is not.
      request = { ...valid, url: pathOf(key).replace(/:\w+/g, "not-an-id") };
    } else if (operation?.requestBody?.content["application/json"]) {
      // Every JSON body is an object: an array never is.
      request = { ...valid, payload: [] };
    } else if (strictQueryParameter(key)) {
      // A number, a choice or an id: "!" is none of them.
      request = { ...valid, url: `${pathOf(key)}?${strictQueryParameter(key)}=!` };
    } else {
      context.skip();
      return;
    }
    const response = await sendAs(key, cell.caller, request);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe("request.invalid");
    expectAsDocumented(key, response);
  });

  it.runIf(isWrite(key))(
    "refuses a write from another origin (403) and a body that is not JSON (415), as documented",
    async () => {
      const crossOrigin = await t.app.inject({
        method: methodOf(key),
        url: anyUrl(key),
        headers: { origin: "https://elsewhere.example" },
        payload: {},
      });
      expect(crossOrigin.statusCode).toBe(403);
      expect(crossOrigin.json().code).toBe("request.cross_origin");
      expectAsDocumented(key, crossOrigin);

      const notJson = await t.app.inject({
        method: methodOf(key),
        url: anyUrl(key),
        headers: { "content-type": "text/plain" },
        payload: "hello",
      });
      expect(notJson.statusCode).toBe(415);
      expect(notJson.json().code).toBe("request.unsupported_media_type");
      expectAsDocumented(key, notJson);
    },
  );
});

/** A query parameter of the route that takes only numbers, listed values or ids. */
function strictQueryParameter(key: RouteKey): string | undefined {
  const parameters = contract.operations.get(key)?.parameters ?? [];
  return parameters.find((parameter) => {
    const schema = (parameter.schema ?? {}) as { type?: string; enum?: unknown[]; format?: string };
    return (
      parameter.in === "query" &&
      (schema.type === "integer" || schema.type === "number" || schema.enum || schema.format === "uuid")
    );
  })?.name;
}

/** The routes that document the Idempotency-Key header. */
const idempotentKeys = () =>
  ROUTE_KEYS.filter((key) =>
    contract.operations.get(key)?.parameters?.some((parameter) => parameter.name === IDEMPOTENCY_KEY_HEADER),
  );

describe("writes that take an Idempotency-Key", () => {
  it("are the routes the server treats as idempotent", () => {
    expect(idempotentKeys().sort()).toEqual(
      [
        "POST /api/bids",
        "POST /api/bookings",
        "POST /api/jobs",
        "POST /api/jobs/instant",
        "POST /api/messages",
        "POST /api/payments",
        "POST /api/payouts",
        "POST /api/shop/orders",
      ].sort(),
    );
  });

  it("answer a retry with the stored answer, and the key reused for another request with 422, as documented", async () => {
    for (const key of idempotentKeys()) {
      const cell = successCell(key);
      const me = personOf(w, cell.caller);
      const request = await ROUTE_REQUESTS[key](w, me, cell.target);
      const idempotencyKey = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
      const first = await sendAs(key, cell.caller, request, idempotencyKey);
      expect(first.statusCode, `${key}: ${first.body}`).toBe(cell.status);
      expectAsDocumented(key, first);

      const retry = await sendAs(key, cell.caller, request, idempotencyKey);
      expect(retry.statusCode, key).toBe(first.statusCode);
      expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()], key).toBe("true");
      expect(retry.json(), key).toEqual(first.json());
      expectAsDocumented(key, retry);

      // The same key on another idempotent route the caller may use is another request.
      const other = idempotentKeys().find(
        (candidate) =>
          candidate !== key &&
          cellsOf(candidate).some(
            (c) => c.caller === cell.caller && c.status < 400 && c.target === undefined,
          ),
      );
      if (!other) throw new Error(`${key}: no other idempotent route for ${cell.caller}`);
      const reused = await sendAs(
        other,
        cell.caller,
        await ROUTE_REQUESTS[other](w, me, undefined),
        idempotencyKey,
      );
      expect(reused.statusCode, `${other}: ${reused.body}`).toBe(422);
      expect(reused.json().code).toBe("idempotency.key_reused");
      expectAsDocumented(other, reused);
    }
  });
});

describe("a rate limit", () => {
  it("answers 429 with Retry-After, as documented", async () => {
    const key: RouteKey = "POST /api/auth/signup";
    const request = await ROUTE_REQUESTS[key](w, null, undefined);
    const first = await sendAs(key, "anonymous", request);
    expect(first.statusCode, first.body).toBe(201);
    const again = await sendAs(key, "anonymous", {
      ...request,
      payload: { ...request.payload, email: `again-${randomUUID()}@example.np` },
    });
    expect(again.statusCode, again.body).toBe(429);
    expect(again.json().code).toBe("rate.limited");
    expectAsDocumented(key, again);
  });
});

describe("the contract", () => {
  /** The served document with one change. */
  const changed = (change: (copy: ApiDocument) => void) => {
    const copy = structuredClone(doc);
    change(copy);
    return createContract(copy);
  };

  it("fails a body its schema refuses", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expectAsDocumented("GET /api/health", response);
    const strict = changed((copy) => {
      const schema = copy.paths["/api/health"]?.get?.responses["200"]?.content?.["application/json"]?.schema;
      Object.assign(schema ?? {}, { properties: { status: { type: "string", enum: ["down"] } } });
    });
    expect(strict.problemsOf("GET /api/health", response).join()).toMatch(/does not match its schema/);
  });

  it("fails a status the operation does not document", async () => {
    const response = await t.app.inject({ url: "/api/auth/user" });
    expect(response.statusCode).toBe(401);
    const without401 = changed((copy) => {
      delete copy.paths["/api/auth/user"]?.get?.responses["401"];
    });
    expect(without401.problemsOf("GET /api/auth/user", response).join()).toMatch(
      /answered 401, which it does not document/,
    );
  });

  it("fails a content type the status does not document", async () => {
    const cell = successCell("GET /api/media/:id");
    const { response } = await runCell(w, "GET /api/media/:id", cell.caller, cell.target);
    expect(response.headers["content-type"]).toBe("image/png");
    expectAsDocumented("GET /api/media/:id", response);
    const asJson = changed((copy) => {
      const ok = copy.paths["/api/media/{id}"]?.get?.responses["200"];
      if (ok) ok.content = { "application/json": { schema: {} } };
    });
    expect(asJson.problemsOf("GET /api/media/:id", response).join()).toMatch(
      /sent image\/png, documents application\/json/,
    );
  });
});
