import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobBody, placeBid, send, signUp } from "../features/jobs/test-helpers";
import { insertJob } from "../features/professionals/fixtures";
import { createTestApp, type TestApp } from "../test/app";

// The production limits (no rateLimits option): the request after the last allowed one is refused
// with 429, Retry-After and a message naming the limit, and only for that person.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectLimited(response: LightMyRequestResponse, message: RegExp, windowSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.headers["content-type"]).toMatch(/application\/json/);
  expect(response.json().message).toMatch(message);
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
    expectLimited(await login(), /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/, 15 * 60);
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
    } finally {
      await custom.close();
    }
  });
});
