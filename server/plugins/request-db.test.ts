import { count, eq } from "drizzle-orm";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { idempotencyKeys, jobs } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { jobBody } from "../test/jobs";
import { signUp } from "../test/people";

let t: TestApp;

/** What POST /api/jobs saw of its own write, right after the route's service returned. */
type Seen = { jobId: string; throughRequest: number; throughPool: number };
let seen: Seen | null = null;
/** Makes POST /api/jobs fail once its write is done, as a crash before the response would. */
let failAfterWrite = false;

const jobsWithId = async (db: Db, id: string) =>
  (await db.select({ n: count() }).from(jobs).where(eq(jobs.id, id)))[0]?.n ?? 0;

/** POST /api/jobs wrapped before the idempotency plugin wraps it: it runs inside the route's transaction. */
function watchPostJob(route: RouteOptions) {
  if (route.method !== "POST" || route.url !== "/api/jobs") return;
  const post = route.handler;
  route.handler = async function watched(this: FastifyInstance, request, reply) {
    const job = (await post.call(this, request, reply)) as { id: string };
    seen = {
      jobId: job.id,
      throughRequest: await jobsWithId(request.db, job.id),
      // Another connection of the pool sees only what has committed.
      throughPool: await jobsWithId(t.db, job.id),
    };
    if (failAfterWrite) throw new Error("the server fell over after the write");
    return job;
  };
}

beforeAll(async () => {
  t = await createTestApp({ onRoute: watchPostJob });
});
afterAll(() => t.close());

function postJob(cookie: string, key?: string) {
  const headers: Record<string, string> = { cookie };
  if (key !== undefined) headers["idempotency-key"] = key;
  return t.app.inject({ method: "POST", url: "/api/jobs", payload: jobBody(), headers });
}

async function keysOf(userId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.userId, userId));
  return row?.n ?? 0;
}

describe("request.db", () => {
  it("is the idempotency transaction: the route's write is inside it and commits with the response", async () => {
    const who = await signUp(t.app);
    failAfterWrite = false;
    const response = await postJob(who.cookie, crypto.randomUUID());
    expect(response.statusCode, response.body).toBe(201);
    expect(seen).toEqual({ jobId: response.json().id, throughRequest: 1, throughPool: 0 });
    expect(await jobsWithId(t.db, response.json().id)).toBe(1);
    expect(await keysOf(who.user.id)).toBe(1);
  });

  it("rolls the route's write back with the transaction when the request fails after it", async () => {
    const who = await signUp(t.app);
    failAfterWrite = true;
    seen = null;
    const response = await postJob(who.cookie, crypto.randomUUID());
    failAfterWrite = false;
    expect(response.statusCode).toBe(500);
    const written = seen as Seen | null;
    expect(written?.throughRequest).toBe(1);
    expect(await jobsWithId(t.db, written?.jobId ?? "")).toBe(0);
    const [left] = await t.db.select({ n: count() }).from(jobs).where(eq(jobs.customerId, who.user.id));
    expect(left?.n).toBe(0);
    expect(await keysOf(who.user.id)).toBe(0);
  });

  it("is the pool's db without an Idempotency-Key: the service's own transaction commits the write", async () => {
    const who = await signUp(t.app);
    failAfterWrite = false;
    const response = await postJob(who.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(seen).toEqual({ jobId: response.json().id, throughRequest: 1, throughPool: 1 });
  });
});
