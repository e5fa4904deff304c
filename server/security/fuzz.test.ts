import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../plugins/rate-limits";
import { type AppRoute, createTestAppWithRoutes, routeKey } from "../test/app-routes";
import { DEEP, FUZZ } from "../test/depth";
import { memoryStorage } from "../test/memory-storage";
import { createSnapshotter, type DbSnapshot, snapshotChanges } from "./db-snapshot";
import {
  describeRequest,
  type FuzzRequest,
  hostileRequest,
  isWrite,
  malformedRequest,
  problemWith,
  send,
} from "./fuzz-requests";
import { fuzzWorld, ROLES, type Role } from "./fuzz-world";
import { rawRequest } from "./raw-requests";

/**
 * The tier's sample (server/test/depth.ts): fixed seed and a batch per route and role in `npm test`,
 * random seed and 10,000+ requests in `npm run test:deep`. A failure names its seed and request.
 */
const SEED = FUZZ.seed;
const MALFORMED_TARGET = FUZZ.malformedTarget;
const BATCH = 6;
const HOSTILE_RUNS = FUZZ.hostileRuns;
const RAW_RUNS = FUZZ.rawRuns;

let t: Awaited<ReturnType<typeof createTestAppWithRoutes>>;
let world: Awaited<ReturnType<typeof fuzzWorld>>;
let snapshot: () => Promise<DbSnapshot>;
let malformedSent = 0;
/** "role route" of every route that got a batch of malformed requests as that role. */
const malformedCovered = new Set<string>();

beforeAll(async () => {
  console.info(`fuzz seed ${SEED} (${DEEP ? "deep" : "fast"} tier): FUZZ_SEED=${SEED} replays it`);
  t = await createTestAppWithRoutes({
    storage: memoryStorage(),
    mediaStorage: memoryStorage(),
    // Limits raised, not off: their hooks still run, but a 429 would hide what the fuzzer probes.
    loginLimits: { perEmail: 1_000_000, perIp: 1_000_000, windowMs: 60_000 },
    rateLimits: Object.fromEntries(
      Object.keys(DEFAULT_RATE_LIMITS).map((action) => [action, { max: 1_000_000, windowMs: 60_000 }]),
    ),
    searchPoints: { max: 1_000_000, windowMs: 60_000 },
  });
  // Listening, so codes sent by SMS reach the app's own sandbox over HTTP, as in production.
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  world = await fuzzWorld(t);
  snapshot = await createSnapshotter(t.db);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** The database as the last batch left it, when that batch wrote nothing (saves a snapshot). */
let lastSnapshot: DbSnapshot | null = null;

/**
 * Sends the requests in turn and checks each answer; when all of them were refused (or were
 * reads), the database must be exactly as it was before them.
 */
async function sendAll(
  requests: FuzzRequest[],
  cookie: string | undefined,
): Promise<LightMyRequestResponse[]> {
  const before = lastSnapshot ?? (await snapshot());
  lastSnapshot = null;
  const responses: LightMyRequestResponse[] = [];
  for (const request of requests) {
    const response = await send(t.app, request, cookie);
    const problem = problemWith(request, response);
    if (problem) throw new Error(`${describeRequest(request)}\n  → ${problem} (FUZZ_SEED=${SEED})`);
    responses.push(response);
  }
  const noWrites = responses.every(
    (response, i) => response.statusCode >= 400 || requests[i]?.method === "GET",
  );
  if (noWrites) {
    const after = await snapshot();
    const changes = snapshotChanges(before, after);
    if (changes.length > 0) {
      const list = requests.map((request, i) => `${describeRequest(request)} → ${responses[i]?.statusCode}`);
      throw new Error(
        `the database changed (${changes.join("; ")}) after refused requests (FUZZ_SEED=${SEED}):\n  ${list.join("\n  ")}`,
      );
    }
    lastSnapshot = after;
  }
  return responses;
}

const seedFor = (role: Role, index: number) => SEED + ROLES.indexOf(role) * 1000 + index;

describe("fuzzing every API route", () => {
  it("knows every route, each with its schemas", () => {
    expect(t.routes.length).toBeGreaterThan(50);
    expect(t.routes.map(routeKey)).toContain("POST /api/jobs");
  });

  it.each(ROLES)(
    "answers malformed requests to every route as %s with a clear 4xx, and writes nothing",
    async (role) => {
      const runs = Math.max(1, Math.ceil(MALFORMED_TARGET / (t.routes.length * ROLES.length * BATCH)));
      for (const [index, route] of t.routes.entries()) {
        await fc.assert(
          fc.asyncProperty(
            fc.array(malformedRequest(route), { minLength: BATCH, maxLength: BATCH }),
            async (batch) => {
              await sendAll(batch, world.cookies[role]);
              malformedSent += batch.length;
              malformedCovered.add(`${role} ${routeKey(route)}`);
            },
          ),
          { numRuns: runs, seed: seedFor(role, index) },
        );
      }
    },
    90_000,
  );

  const atLeast =
    MALFORMED_TARGET > 0 ? `at least ${MALFORMED_TARGET.toLocaleString("en")} malformed requests, ` : "";
  it(`sent ${atLeast}a batch or more to every route as every role`, () => {
    expect(malformedSent).toBeGreaterThanOrEqual(MALFORMED_TARGET);
    const everyCell = ROLES.flatMap((role) => t.routes.map((route) => `${role} ${routeKey(route)}`));
    expect([...malformedCovered].sort()).toEqual(everyCell.sort());
  });

  it("answers text holding NUL with a 400 that says so, and writes nothing (found by fuzzing)", async () => {
    const nul = { code: "request.nul_text", message: "Text cannot contain the NUL character (\\u0000)" };
    const json = "application/json";
    const cases: [FuzzRequest, Role][] = [
      [
        { method: "GET", url: "/api/jobs?skillCategory=Plumbing%00", note: "query", refused: true },
        "anonymous",
      ],
      [
        {
          method: "PATCH",
          url: `/api/bids/${world.bid.id}`,
          contentType: json,
          payload: JSON.stringify({ message: "Tomorrow\u0000morning" }),
          note: "own bid",
          refused: true,
        },
        "professional",
      ],
      [
        {
          method: "POST",
          url: "/api/jobs/instant",
          contentType: json,
          payload: JSON.stringify({
            title: "Leaking tap",
            skillCategory: "Plumbing",
            location: "Baneshwor, Kathmandu",
            latitude: 27.69,
            longitude: 85.34,
            description: "It drips\u0000",
          }),
          note: "instant job",
          refused: true,
        },
        "customer",
      ],
    ];
    for (const [request, role] of cases) {
      const [response] = await sendAll([request], world.cookies[role]);
      expect(response?.statusCode).toBe(400);
      expect(response?.json()).toEqual(nul);
    }
  });

  it("takes coordinates too small for PostgreSQL's float arithmetic (5e-324) as 0 (found by fuzzing)", async () => {
    const [nearby, instant] = await sendAll(
      [
        {
          method: "GET",
          url: "/api/professionals/nearby?instant=true&lat=5e-324&lng=-5e-324",
          note: "",
          refused: false,
        },
        {
          method: "POST",
          url: "/api/jobs/instant",
          contentType: "application/json",
          payload: JSON.stringify({
            title: "Leaking tap",
            skillCategory: "Plumbing",
            location: "Baneshwor, Kathmandu",
            latitude: 5e-324,
            longitude: 9.4e-323,
          }),
          note: "",
          refused: false,
        },
      ],
      world.cookies.customer,
    );
    expect(nearby?.statusCode).toBe(200);
    expect(instant?.statusCode).toBe(201);
  });

  it.each(ROLES)(
    "refuses bodies over 1 MiB and broken multipart as %s, and takes odd cookies and Idempotency-Keys calmly",
    async (role) => {
      await fc.assert(
        fc.asyncProperty(fc.array(rawRequest(t.routes), { minLength: 4, maxLength: 4 }), async (batch) => {
          await sendAll(batch, world.cookies[role]);
        }),
        { numRuns: RAW_RUNS, seed: seedFor(role, 900) },
      );
    },
    60_000,
  );

  // The event stream stays open for a signed-in user, which inject cannot end.
  const takesInput = (route: AppRoute) =>
    route.url !== "/api/events" && ((isWrite(route) && !!route.schema.body) || !!route.schema.querystring);

  it.each(ROLES)(
    "answers well-formed requests carrying odd text as %s without a 5xx, and a refusal writes nothing",
    async (role) => {
      for (const [index, route] of t.routes.filter(takesInput).entries()) {
        await fc.assert(
          fc.asyncProperty(hostileRequest(route, world.idFor(route)), async (request) => {
            await sendAll([request], world.cookies[role]);
          }),
          { numRuns: HOSTILE_RUNS, seed: seedFor(role, 500 + index) },
        );
      }
    },
    60_000,
  );
});
