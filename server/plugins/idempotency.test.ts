import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bids, idempotencyKeys, jobs, messages, orders } from "../db/schema";
import { call, insertProduct } from "../features/shop/fixtures";
import { createTestApp, type TestApp } from "../test/app";
import { jobBody, postJob } from "../test/jobs";
import { professional, signUp } from "../test/people";

let t: TestApp;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  other = await t.anotherInstance();
});
afterAll(() => t.close());

const BAD_KEY = "Idempotency-Key: must be 1 to 255 printable ASCII characters, such as a UUID";
const delivery = {
  deliveryName: "Aarati Shrestha",
  deliveryPhone: "9841234567",
  deliveryAddress: "House 12, Jawalakhel, Lalitpur",
};

type Caller = { cookie: string; user: { id: string } };
type Shared = Record<string, string>;
type Case = {
  url: string;
  /** What every caller of one test shares: the job bid on, the person written to, the product. */
  prepare: () => Promise<Shared>;
  /** A signed-in person ready to make the write (an order's cart filled). */
  caller: (shared: Shared) => Promise<Caller>;
  /** The write's body; each `variant` is a different request. */
  body: (shared: Shared, variant?: number) => Record<string, unknown>;
  /** How many of these writes the person has made. */
  made: (userId: string) => Promise<number>;
  /** The status of the same write sent a second time without a key (the route's own rule). */
  againWithoutKey: number;
};

async function rows(table: PgTable, where: SQL | undefined) {
  const [row] = await t.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

const customer = () => signUp(t.app, { firstName: "Aarati", lastName: "Shrestha" });

const cases: Case[] = [
  {
    url: "/api/jobs",
    prepare: async () => ({}),
    caller: customer,
    body: (_shared, variant = 0) => jobBody({ budget: 2500 + variant }),
    made: (userId) => rows(jobs, eq(jobs.customerId, userId)),
    againWithoutKey: 201,
  },
  {
    url: "/api/bids",
    prepare: async () => ({ jobId: (await postJob(t.app, (await customer()).cookie)).id }),
    caller: () => professional(t.app),
    body: (shared, variant = 0) => ({
      jobId: shared.jobId,
      amount: 2200 + variant,
      message: "I can fix it tomorrow morning with new washers.",
    }),
    made: (userId) => rows(bids, eq(bids.professionalId, userId)),
    againWithoutKey: 409,
  },
  {
    url: "/api/messages",
    prepare: async () => ({ receiverId: (await professional(t.app)).user.id }),
    caller: customer,
    body: (shared, variant = 0) => ({
      receiverId: shared.receiverId,
      content: `Could you look at my kitchen tap this week? (${variant})`,
    }),
    made: (userId) => rows(messages, eq(messages.senderId, userId)),
    againWithoutKey: 201,
  },
  {
    url: "/api/jobs/instant",
    prepare: async () => ({}),
    caller: customer,
    body: (_shared, variant = 0) => ({
      title: `Water pipe burst in the kitchen (${variant})`,
      skillCategory: "Plumbing",
      location: "Baneshwor, Kathmandu",
      latitude: 27.6915,
      longitude: 85.342,
    }),
    made: (userId) => rows(jobs, and(eq(jobs.customerId, userId), eq(jobs.jobType, "instant"))),
    againWithoutKey: 201,
  },
  {
    url: "/api/shop/orders",
    prepare: async () => ({ itemId: (await insertProduct(t.db, { stockQuantity: 100 })).id }),
    caller: async (shared) => {
      const person = await customer();
      const put = await call(t.app, "PUT", `/api/shop/cart/${shared.itemId}`, person.cookie, { quantity: 1 });
      expect(put.statusCode, put.body).toBe(200);
      return person;
    },
    body: (_shared, variant = 0) => ({ ...delivery, deliveryAddress: `House ${12 + variant}, Jawalakhel` }),
    made: (userId) => rows(orders, eq(orders.userId, userId)),
    againWithoutKey: 400,
  },
];

function write(app: FastifyInstance, url: string, who: Caller, body: Record<string, unknown>, key?: string) {
  const headers: Record<string, string> = { cookie: who.cookie };
  if (key !== undefined) headers["idempotency-key"] = key;
  return app.inject({ method: "POST", url, payload: body, headers });
}

/** Runs `run` while another transaction holds the person's key, as a request still in flight would. */
function whileInFlight<T>(userId: string, key: string, run: () => Promise<T>) {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}), hashtext(${key}))`);
    return run();
  });
}

describe.each(cases)("POST $url with an Idempotency-Key", (c) => {
  it("answers a replay, on this server or another, with the first response and writes nothing new", async () => {
    const shared = await c.prepare();
    const who = await c.caller(shared);
    const key = crypto.randomUUID();
    const first = await write(t.app, c.url, who, c.body(shared), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    for (const app of [t.app, other, t.app]) {
      const replay = await write(app, c.url, who, c.body(shared), key);
      expect(replay.statusCode).toBe(201);
      expect(replay.body).toBe(first.body);
      expect(replay.headers["idempotent-replayed"]).toBe("true");
      expect(replay.headers["content-type"]).toBe("application/json; charset=utf-8");
    }
    expect(await c.made(who.user.id)).toBe(1);
  });

  it("refuses the same key with a different body (422) and writes nothing", async () => {
    const shared = await c.prepare();
    const who = await c.caller(shared);
    const key = crypto.randomUUID();
    expect((await write(t.app, c.url, who, c.body(shared), key)).statusCode).toBe(201);
    const changed = await write(other, c.url, who, c.body(shared, 1), key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      code: "idempotency.key_reused",
      message:
        "This Idempotency-Key was already used for a different request: send a new key with a new request",
    });
    expect(await c.made(who.user.id)).toBe(1);
  });

  it("refuses a key that is empty, too long or not printable ASCII (400) and writes nothing", async () => {
    const shared = await c.prepare();
    const who = await c.caller(shared);
    for (const key of ["", "k".repeat(256), "tab\there", "नमस्ते"]) {
      const response = await write(t.app, c.url, who, c.body(shared), key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toEqual({ code: "idempotency.invalid_key", message: BAD_KEY });
    }
    expect(await c.made(who.user.id)).toBe(0);
    const longest = await write(t.app, c.url, who, c.body(shared), "~".repeat(255));
    expect(longest.statusCode, longest.body).toBe(201);
  });

  it("keeps each person's keys apart: the same key from someone else is a new write", async () => {
    const shared = await c.prepare();
    const [a, b] = [await c.caller(shared), await c.caller(shared)];
    const key = "same-key-for-two-people";
    const first = await write(t.app, c.url, a, c.body(shared), key);
    const second = await write(t.app, c.url, b, c.body(shared), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBeUndefined();
    expect(second.body).not.toBe(first.body);
    expect([await c.made(a.user.id), await c.made(b.user.id)]).toEqual([1, 1]);
  });

  it("answers 409 with Retry-After while the first request with the key is in flight", async () => {
    const shared = await c.prepare();
    const who = await c.caller(shared);
    const key = crypto.randomUUID();
    const busy = await whileInFlight(who.user.id, key, () => write(other, c.url, who, c.body(shared), key));
    expect(busy.statusCode).toBe(409);
    expect(busy.headers["retry-after"]).toBe("1");
    expect(busy.json()).toEqual({
      code: "idempotency.in_flight",
      message: "A request with this Idempotency-Key is still being processed: try again in a moment",
    });
    expect(await c.made(who.user.id)).toBe(0);
    expect((await write(t.app, c.url, who, c.body(shared), key)).statusCode).toBe(201);
  });

  it("without a key behaves as before: a second submit is a second request", async () => {
    const shared = await c.prepare();
    const who = await c.caller(shared);
    const first = await write(t.app, c.url, who, c.body(shared));
    const second = await write(t.app, c.url, who, c.body(shared));
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(c.againWithoutKey);
    expect(second.headers["idempotent-replayed"]).toBeUndefined();
    expect(await c.made(who.user.id)).toBe(c.againWithoutKey === 201 ? 2 : 1);
  });
});

describe("Idempotency-Key", () => {
  it("writes once when the same submit arrives many times at once on two servers", async () => {
    const who = await customer();
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => write(i % 2 ? other : t.app, "/api/jobs", who, jobBody(), key)),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body)).size).toBe(1);
    for (const busy of responses.filter((r) => r.statusCode !== 201)) {
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toEqual({
        code: "idempotency.in_flight",
        message: "A request with this Idempotency-Key is still being processed: try again in a moment",
      });
    }
    expect(await rows(jobs, eq(jobs.customerId, who.user.id))).toBe(1);
  });

  it("records nothing for a refused request, so its replay is answered afresh", async () => {
    const product = await insertProduct(t.db);
    const who = await customer();
    const key = crypto.randomUUID();
    const empty = await write(t.app, "/api/shop/orders", who, delivery, key);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: "order.cart_empty", message: "Your cart is empty" });
    await call(t.app, "PUT", `/api/shop/cart/${product.id}`, who.cookie, { quantity: 1 });
    const placed = await write(t.app, "/api/shop/orders", who, delivery, key);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("forgets a key after 24 hours, and a starting server prunes the old ones", async () => {
    const who = await customer();
    const old = {
      userId: who.user.id,
      requestHash: "another request",
      responseStatus: 201,
      responseBody: "{}",
    };
    const dayAgo = sql`now() - interval '24 hours 1 minute'`;
    await t.db.insert(idempotencyKeys).values([
      { ...old, key: "yesterday", createdAt: dayAgo },
      { ...old, key: "also-yesterday", createdAt: dayAgo },
    ]);
    const response = await write(t.app, "/api/jobs", who, jobBody(), "yesterday");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers["idempotent-replayed"]).toBeUndefined();

    await t.anotherInstance();
    const kept = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, who.user.id));
    expect(kept).toEqual([{ key: "yesterday" }]);
  });
});
