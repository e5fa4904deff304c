import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorCode } from "../../domain/errors";
import { call, insertProduct } from "../features/shop/fixtures";
import { deleteExpiredCounters } from "../plugins/rate-counter-queries";
import { createTestApp, type TestApp } from "../test/app";
import { hiredJob, jobBody, placeBid } from "../test/jobs";
import { signUp } from "../test/people";
import { send } from "../test/requests";
import { insertJob } from "../test/rows";

// The production limits (no rateLimits option): the request after the last allowed one is refused
// with 429, Retry-After and a message naming the limit, and only for that person.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectLimited(
  response: LightMyRequestResponse,
  message: RegExp,
  windowSeconds: number,
  code: ErrorCode = "rate.limited",
) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.headers["content-type"]).toMatch(/application\/json/);
  expect(response.json()).toMatchObject({ code, message: expect.stringMatching(message) });
}

/** Sends `count` requests one after another and expects each to be `status`. */
async function all(count: number, status: number, request: (i: number) => Promise<LightMyRequestResponse>) {
  for (let i = 0; i < count; i++) {
    const response = await request(i);
    expect(response.statusCode, `request ${i + 1}: ${response.body}`).toBe(status);
  }
}

const HOUR = 3600;

describe("rate limits", () => {
  it("sign-up: 20 an hour from one address", async () => {
    let n = 0;
    const signup = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        remoteAddress,
        payload: {
          email: `flood${++n}-${Date.now()}@example.np`,
          password: "correct horse battery",
          firstName: "Sita",
          lastName: "Sharma",
        },
      });
    await all(20, 201, () => signup("10.200.0.1"));
    expectLimited(
      await signup("10.200.0.1"),
      /^Too many sign-ups from this network: at most 20 in an hour\. Try again in \d+ minutes?\.$/,
      HOUR,
    );
    expect((await signup("10.200.0.2")).statusCode).toBe(201);
  });

  it("sign-in: Retry-After once failures for an email pass the throttle", async () => {
    const { user } = await signUp(t.app);
    const login = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: "not-the-password", role: "customer" },
      });
    await all(5, 401, login);
    expectLimited(
      await login(),
      /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/,
      15 * 60,
      "auth.throttled",
    );
  });

  it("posting jobs: 20 an hour per customer", async () => {
    const [customer, neighbour] = [await signUp(t.app), await signUp(t.app)];
    const post = (cookie: string) => send(t.app, "POST", "/api/jobs", cookie, jobBody());
    await all(20, 201, () => post(customer.cookie));
    expectLimited(
      await post(customer.cookie),
      /^Too many jobs posted: at most 20 in an hour\. Try again in \d+ minutes?\.$/,
      HOUR,
    );
    expect((await post(neighbour.cookie)).statusCode).toBe(201);
  });

  it("instant help requests: 10 an hour per customer", async () => {
    const [customer, neighbour] = [await signUp(t.app), await signUp(t.app)];
    const request = (cookie: string) =>
      send(t.app, "POST", "/api/jobs/instant", cookie, {
        title: "Water pipe burst in the kitchen",
        skillCategory: "Plumbing",
        location: "Baneshwor, Kathmandu",
        latitude: 27.6915,
        longitude: 85.342,
      });
    await all(10, 201, () => request(customer.cookie));
    expectLimited(
      await request(customer.cookie),
      /^Too many instant help requests: at most 10 in an hour\. Try again in \d+ minutes?\.$/,
      HOUR,
    );
    expect((await request(neighbour.cookie)).statusCode).toBe(201);
  });

  it("bids: 60 an hour per professional", async () => {
    const customer = await signUp(t.app);
    const jobs = await Promise.all(Array.from({ length: 61 }, () => insertJob(t.db, customer.user.id)));
    const [pro, otherPro] = [
      await signUp(t.app, { role: "professional" }),
      await signUp(t.app, { role: "professional" }),
    ];
    await all(60, 201, (i) => placeBid(t.app, pro.cookie, jobs[i]?.id ?? ""));
    const last = jobs[60]?.id ?? "";
    expectLimited(
      await placeBid(t.app, pro.cookie, last),
      /^Too many bids: at most 60 in an hour\. Try again in \d+ minutes?\.$/,
      HOUR,
    );
    expect((await placeBid(t.app, otherPro.cookie, last)).statusCode).toBe(201);
  });

  it("messages: 60 a minute per sender", async () => {
    const [chatty, other] = [await signUp(t.app), await signUp(t.app)];
    const message = (from: string, to: string) =>
      send(t.app, "POST", "/api/messages", from, { receiverId: to, content: "Are you there?" });
    await all(60, 201, () => message(chatty.cookie, other.user.id));
    expectLimited(
      await message(chatty.cookie, other.user.id),
      /^Too many messages: at most 60 in a minute\. Try again in \d+ seconds\.$/,
      60,
    );
    expect((await message(other.cookie, chatty.user.id)).statusCode).toBe(201);
  });

  it("password changes: 10 an hour per user, wrong guesses included", async () => {
    const [owner, other] = [await signUp(t.app), await signUp(t.app)];
    const change = (cookie: string, currentPassword: string) =>
      send(t.app, "POST", "/api/auth/password", cookie, { currentPassword, newPassword: "brand-new-2026" });
    await all(10, 403, (i) => change(owner.cookie, `guess-number-${i}`));
    // The right password no longer helps once the limit is reached.
    expectLimited(
      await change(owner.cookie, "correct horse battery"),
      /^Too many password changes: at most 10 in an hour\. Try again in \d+ minutes?\.$/,
      HOUR,
    );
    expect((await change(other.cookie, "correct horse battery")).statusCode).toBe(204);
  });
});

const loginFrom = (app: FastifyInstance, remoteAddress: string, email: string, password: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    payload: { email, password, role: "customer" },
  });

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((count, response) => {
    count[response.statusCode] = (count[response.statusCode] ?? 0) + 1;
    return count;
  }, {});

describe("shop orders", () => {
  it("orders: 10 an hour per customer, cancelled ones included", async () => {
    const product = await insertProduct(t.db, { stockQuantity: 100 });
    const [hoarder, other] = [await signUp(t.app), await signUp(t.app)];
    const delivery = {
      deliveryName: "Aarati Shrestha",
      deliveryPhone: "9841234567",
      deliveryAddress: "Jawalakhel",
    };
    const order = async (cookie: string) => {
      await call(t.app, "PUT", `/api/shop/cart/${product.id}`, cookie, { quantity: 1 });
      return call(t.app, "POST", "/api/shop/orders", cookie, delivery);
    };
    await all(10, 200, async () => {
      const placed = await order(hoarder.cookie);
      expect(placed.statusCode, placed.body).toBe(201);
      return call(t.app, "POST", `/api/shop/orders/${placed.json().id}/cancel`, hoarder.cookie);
    });
    expectLimited(
      await order(hoarder.cookie),
      /^Too many orders placed: at most 10 in an hour\. Try again in \d+ minutes?\.$/,
      HOUR,
    );
    expect((await order(other.cookie)).statusCode).toBe(201);
  });
});

describe("payments", () => {
  it("payments started: 30 an hour per customer", async () => {
    const [first, second] = [await hiredJob(t.app), await hiredJob(t.app)];
    const start = (jobId: string) =>
      call(t.app, "POST", "/api/payments", first.customer.cookie, { jobId, provider: "esewa" });
    await all(30, 201, () => start(first.job.id));
    expectLimited(
      await start(first.job.id),
      /^Too many payments started: at most 30 in an hour\. Try again in \d+ minutes?\.$/,
      HOUR,
    );
    const other = await call(t.app, "POST", "/api/payments", second.customer.cookie, {
      jobId: second.job.id,
      provider: "esewa",
    });
    expect(other.statusCode, other.body).toBe(201);
  });
});

describe("sign-in throttle", () => {
  it("counts each sign-in before its password is checked: 40 at once from one address get 30 checks", async () => {
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        loginFrom(t.app, "10.201.0.1", `someone${i}@example.np`, "not-the-password"),
      ),
    );
    expect(statuses(guesses)).toEqual({ 401: 30, 429: 10 });
    const refused = guesses.find((response) => response.statusCode === 429);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("40 guesses at once at one account get 5 checks, and the right password waits too", async () => {
    const { user } = await signUp(t.app);
    const guesses = await Promise.all(
      Array.from({ length: 40 }, () => loginFrom(t.app, "10.201.0.2", user.email, "not-the-password")),
    );
    expect(statuses(guesses)).toEqual({ 401: 5, 429: 35 });
    expect((await loginFrom(t.app, "10.201.0.3", user.email, "correct horse battery")).statusCode).toBe(429);
  });

  it("counts an account's failures whatever address they come from", async () => {
    const { user } = await signUp(t.app);
    for (let i = 1; i <= 5; i++) {
      expect((await loginFrom(t.app, `10.202.0.${i}`, user.email, "not-the-password")).statusCode).toBe(401);
    }
    expectLimited(
      await loginFrom(t.app, "10.202.0.6", user.email, "not-the-password"),
      /^Too many failed sign-in attempts\. Try again in 1 minute\.$/,
      60,
      "auth.throttled",
    );
  });

  it("a right password does not count, and clears the account's failures", async () => {
    const { user } = await signUp(t.app);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await loginFrom(t.app, "10.203.0.1", user.email, "not-the-password")).statusCode).toBe(401);
      }
      expect((await loginFrom(t.app, "10.203.0.1", user.email, "correct horse battery")).statusCode).toBe(
        200,
      );
    }
  });

  it("backs off exponentially, never beyond 15 minutes: the owner always gets back in", async () => {
    let clock = new Date("2026-03-01T08:00:00Z");
    const timed = await createTestApp({ now: () => clock });
    try {
      const { user } = await signUp(timed.app);
      const guess = () => loginFrom(timed.app, "10.204.0.1", user.email, "not-the-password");
      for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(401);
      const waits: number[] = [];
      for (let i = 0; i < 7; i++) {
        const refused = await guess();
        expect(refused.statusCode).toBe(429);
        const wait = Number(refused.headers["retry-after"]);
        waits.push(wait);
        clock = new Date(clock.getTime() + wait * 1000);
        expect((await guess()).statusCode).toBe(401);
      }
      expect(waits).toEqual([60, 120, 240, 480, 900, 900, 900]);
      // However long the guessing went on, the owner waits at most 15 minutes.
      clock = new Date(clock.getTime() + 900 * 1000);
      const owner = await loginFrom(timed.app, "10.204.0.2", user.email, "correct horse battery");
      expect(owner.statusCode).toBe(200);
      // ...and their sign-in wiped the slate: the next mistake is just a mistake.
      expect((await guess()).statusCode).toBe(401);
    } finally {
      await timed.close();
    }
  });
});

describe("limits shared by every instance", () => {
  it("sign-up: 10 on each of two instances fill one limit of 20", async () => {
    const shared = await createTestApp();
    try {
      const other = await shared.anotherInstance();
      let n = 0;
      const signup = (app: FastifyInstance) =>
        app.inject({
          method: "POST",
          url: "/api/auth/signup",
          remoteAddress: "10.205.0.1",
          payload: {
            email: `shared${++n}@example.np`,
            password: "correct horse battery",
            firstName: "Sita",
            lastName: "Sharma",
          },
        });
      await all(10, 201, () => signup(shared.app));
      await all(10, 201, () => signup(other));
      expectLimited(await signup(shared.app), /^Too many sign-ups from this network/, HOUR);
      expectLimited(await signup(other), /^Too many sign-ups from this network/, HOUR);
    } finally {
      await shared.close();
    }
  });

  it("sign-in: an account's failures on two instances add up", async () => {
    const shared = await createTestApp();
    try {
      const other = await shared.anotherInstance();
      const { user } = await signUp(shared.app);
      for (const app of [shared.app, other, shared.app, other, shared.app]) {
        expect((await loginFrom(app, "10.206.0.1", user.email, "not-the-password")).statusCode).toBe(401);
      }
      expect((await loginFrom(other, "10.206.0.1", user.email, "not-the-password")).statusCode).toBe(429);
    } finally {
      await shared.close();
    }
  });

  it("forgets counters whose window has ended", async () => {
    const later = new Date(Date.now() + 2 * HOUR * 1000);
    expect(await deleteExpiredCounters(t.db, later)).toBeGreaterThan(0);
    const left = await t.db.execute(
      sql`select count(*)::int as n from rate_counters where expires_at <= ${later.toISOString()}::timestamptz`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});

describe("configured limits", () => {
  it("follow createTestApp's rateLimits: a lower limit, and false for none", async () => {
    const custom = await createTestApp({
      rateLimits: { postJob: { max: 2, windowMs: 60_000 }, bid: false },
    });
    try {
      const customer = await signUp(custom.app);
      const post = () => send(custom.app, "POST", "/api/jobs", customer.cookie, jobBody());
      await all(2, 201, post);
      expectLimited(await post(), /^Too many jobs posted: at most 2 in a minute\./, 60);

      const jobs = await Promise.all(
        Array.from({ length: 70 }, () => insertJob(custom.db, customer.user.id)),
      );
      const pro = await signUp(custom.app, { role: "professional" });
      await all(70, 201, (i) => placeBid(custom.app, pro.cookie, jobs[i]?.id ?? ""));
      // A limit that is off costs nothing: no counter is kept for it.
      const counted = await custom.db.execute(sql`select key from rate_counters where key like 'bid:%'`);
      expect(counted.rows).toEqual([]);
    } finally {
      await custom.close();
    }
  });
});
