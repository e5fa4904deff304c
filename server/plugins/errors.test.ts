import http from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type InjectOptions, type LightMyRequestResponse } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ERRORS, type ErrorCode, isErrorCode } from "../../domain/errors";
import { appError } from "../errors";
import { createTestApp, signUp, type TestApp } from "../test/app";
import { errors } from "./error-codes";
import { errorsPlugin } from "./errors";
import { loadSheddingPlugin } from "./load-shedding";

// Issue 16: every error answer is `{ code, message }`, its code from domain/errors.ts, and each
// route lists the codes it answers (OpenAPI shows them; a refusal it does not list fails the tests).

let t: TestApp;
let cookie: string;
let adminless: string;

const JSON_TYPE = { "content-type": "application/json" };
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const JOB = {
  title: "Fix a leaking kitchen tap",
  description: "The kitchen tap drips all night and the washer seems worn out.",
  skillCategory: "Plumbing",
  location: "Baneshwor, Kathmandu",
  jobType: "fixed",
  budget: 2500,
};

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { passwordChange: { max: 1, windowMs: 60_000 } },
    loginLimits: { perEmail: 1, perIp: 1_000, windowMs: 60_000 },
  });
  ({ cookie } = await signUp(t.app));
  adminless = (await signUp(t.app)).user.email;
});
afterAll(async () => {
  await t?.close();
});

const inject = (options: InjectOptions) => t.app.inject(options);

/** Each kind of refusal, the request that gets it, and the status and code it must get. */
const KINDS: [string, () => Promise<LightMyRequestResponse>, number, ErrorCode][] = [
  [
    "a body its schema refuses",
    () => inject({ method: "POST", url: "/api/auth/login", payload: { email: "nobody", password: "x" } }),
    400,
    "request.invalid",
  ],
  [
    "JSON that does not parse",
    () => inject({ method: "POST", url: "/api/auth/login", headers: JSON_TYPE, payload: "{" }),
    400,
    "request.invalid_json",
  ],
  [
    "an empty JSON body",
    () => inject({ method: "POST", url: "/api/auth/login", headers: JSON_TYPE, payload: "" }),
    400,
    "request.empty_body",
  ],
  [
    "a write that is not JSON",
    () =>
      inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "text/plain" },
        payload: "x",
      }),
    415,
    "request.unsupported_media_type",
  ],
  [
    "a body over 1 MiB",
    () =>
      inject({
        method: "POST",
        url: "/api/auth/login",
        headers: JSON_TYPE,
        payload: JSON.stringify({ email: "x".repeat(1_100_000) }),
      }),
    413,
    "request.body_too_large",
  ],
  [
    "a write from another site",
    () =>
      inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { origin: "https://evil.example" },
        payload: { email: "a@b.np", password: "x" },
      }),
    403,
    "request.cross_origin",
  ],
  ["text holding NUL", () => inject({ url: "/api/jobs?skillCategory=%00" }), 400, "request.nul_text"],
  ["a path that does not decode", () => inject({ url: "/api/jobs/%E0%A4%A" }), 400, "request.bad_url"],
  [
    "a path parameter over 100 characters",
    () => inject({ url: `/api/jobs/${"a".repeat(101)}` }),
    414,
    "request.param_too_long",
  ],
  ["no such route", () => inject({ url: "/api/nothing" }), 404, "route.not_found"],
  ["nobody signed in", () => inject({ url: "/api/auth/user" }), 401, "auth.unauthenticated"],
  [
    "the wrong role",
    () => inject({ url: "/api/admin/overview", headers: { cookie } }),
    403,
    "auth.forbidden",
  ],
  ["a route's own rule", () => inject({ url: `/api/jobs/${UNKNOWN_ID}` }), 404, "job.not_found"],
  [
    "an Idempotency-Key that is not one",
    () =>
      inject({
        method: "POST",
        url: "/api/jobs",
        headers: { cookie, "idempotency-key": "tab\there" },
        payload: JOB,
      }),
    400,
    "idempotency.invalid_key",
  ],
  [
    "an Idempotency-Key reused for another request",
    async () => {
      const headers = { cookie, "idempotency-key": "reused-key" };
      await inject({ method: "POST", url: "/api/jobs", headers, payload: JOB });
      return inject({ method: "POST", url: "/api/jobs", headers, payload: { ...JOB, budget: 3000 } });
    },
    422,
    "idempotency.key_reused",
  ],
  [
    "an upload without a multipart boundary",
    () =>
      inject({
        method: "POST",
        url: "/api/media",
        headers: { cookie, "content-type": "multipart/form-data" },
        payload: "x",
      }),
    400,
    "upload.bad_boundary",
  ],
  [
    "a limited write past its limit",
    async () => {
      const change = () =>
        inject({
          method: "POST",
          url: "/api/auth/password",
          headers: { cookie },
          payload: { currentPassword: "not it at all", newPassword: "a new long passphrase" },
        });
      await change();
      return change();
    },
    429,
    "rate.limited",
  ],
  [
    "sign-ins past the throttle",
    async () => {
      const login = () =>
        inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: adminless, password: "wrong one" },
        });
      await login();
      return login();
    },
    429,
    "auth.throttled",
  ],
];

describe("every kind of refusal", () => {
  it.each(KINDS)("%s is answered with its status and code", async (_kind, request, status, code) => {
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toMatchObject({ code, message: expect.any(String) });
    expect(isErrorCode(body.code)).toBe(true);
  });

  it("names the field a schema refuses, for the client to put the words next to", async () => {
    const response = await inject({ method: "POST", url: "/api/auth/login", payload: { email: "x@y.np" } });
    expect(response.json()).toEqual({
      code: "request.invalid",
      field: "password",
      message: "password: Password is required",
      params: { problem: "Password is required" },
    });
  });

  it("answers a request whose headers are over 16 KB with 431 and a code, on the socket", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(
        { host: "127.0.0.1", port, path: "/api/version", headers: { "x-big": "x".repeat(17_000) } },
        (response) => {
          let body = "";
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on("error", reject);
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      code: "request.headers_too_large",
      message: ERRORS["request.headers_too_large"].message,
    });
  });
});

describe("OpenAPI", () => {
  it("lists each route's codes under their statuses, its own and its plugins'", async () => {
    const paths = (await inject({ url: "/api/docs/json" })).json().paths;
    const codesOf = (path: string, method: string, status: number) =>
      paths[path][method].responses[status].content["application/json"].schema.properties.code.enum;
    expect(codesOf("/api/bids", "post", 409)).toEqual(
      expect.arrayContaining(["bid.already_exists", "bid.job_not_accepting", "idempotency.in_flight"]),
    );
    expect(codesOf("/api/bids", "post", 429)).toEqual(["rate.limited"]);
    expect(codesOf("/api/bids", "post", 400)).toEqual(
      expect.arrayContaining(["request.invalid", "bid.over_price_cap"]),
    );
    expect(codesOf("/api/jobs/{id}", "get", 404)).toEqual(["job.not_found"]);
    expect(paths["/api/bids"].post.responses[409].description).toContain(
      "`bid.already_exists`: You have already submitted a bid for this job.",
    );
  });
});

describe("a refusal its route does not list", () => {
  async function appIn(env: "test" | "production") {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin, { env });
    app.get(
      "/api/thing",
      { schema: { response: { 200: z.object({ ok: z.boolean() }), ...errors("job.not_found") } } },
      async () => {
        throw appError("bid.not_found");
      },
    );
    app.get("/api/broken", async () => {
      throw new Error("a bug");
    });
    return app;
  }

  it("fails in tests: a 500 that names the route and the code", async () => {
    const app = await appIn("test");
    const response = await app.inject({ url: "/api/thing" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: "server.internal",
      message: "GET /api/thing answered bid.not_found, which its errors(...) do not list",
    });
  });

  it("is answered as it is in production: a listing never turns a 4xx into a 500", async () => {
    const app = await appIn("production");
    const response = await app.inject({ url: "/api/thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "bid.not_found", message: "Bid not found" });
  });

  it("leaves the server's own failures a bare 500 with a code", async () => {
    const response = await (await appIn("production")).inject({ url: "/api/broken" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: "server.internal", message: "Internal Server Error" });
  });

  it("cannot be declared by hand: a route's 4xx schemas come from errors(...)", async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin, { env: "test" });
    expect(() =>
      app.get(
        "/api/thing",
        { schema: { response: { 404: z.object({ message: z.string() }) } } },
        async () => ({}),
      ),
    ).toThrow("GET /api/thing: declare its 404 with errors(...), by code");
  });
});

it("answers load shedding with 503 and a code", async () => {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin, { env: "test" });
  await app.register(loadSheddingPlugin, {
    limits: {
      maxEventLoopDelayMs: 10_000,
      sampleIntervalMs: 1_000,
      healthCheckIntervalMs: 20,
      healthCheckTimeoutMs: 50,
      retryAfterSeconds: 3,
    },
    databaseCheck: () => Promise.reject(new Error("down")),
  });
  app.get("/api/thing", async () => ({ ok: true }));
  await app.ready();
  await expect.poll(async () => (await app.inject({ url: "/api/thing" })).statusCode).toBe(503);
  const response = await app.inject({ url: "/api/thing" });
  expect(response.headers["retry-after"]).toBe("3");
  expect(response.json()).toEqual({
    code: "server.database_unreachable",
    message: ERRORS["server.database_unreachable"].message,
  });
  await app.close();
});
