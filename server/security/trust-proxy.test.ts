import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";

// Issue 15, finding 2: X-Forwarded-For, -Proto and -Host are written by whoever sends the request.
// Only the proxies TRUST_PROXY names may set the client's address, scheme and host.
const ONE_SIGNUP = { signup: { max: 1, windowMs: 60_000 } };
let direct: TestApp;
let behindOne: TestApp;
let behindListed: TestApp;

beforeAll(async () => {
  [direct, behindOne, behindListed] = await Promise.all([
    createTestApp({ rateLimits: ONE_SIGNUP, cookieSecure: "auto" }),
    createTestApp({ rateLimits: ONE_SIGNUP, cookieSecure: "auto", trustProxy: 1 }),
    createTestApp({ rateLimits: ONE_SIGNUP, trustProxy: ["10.0.0.0/8", "::1"] }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), behindOne?.close(), behindListed?.close()]);
});

function signUpFrom(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/auth/signup",
    remoteAddress,
    headers,
    payload: {
      email: `someone-${randomBytes(4).toString("hex")}@example.np`,
      password: "correct horse battery",
      firstName: "Sita",
      lastName: "Sharma",
      role: "customer",
    },
  });
}

describe("by default no proxy is believed", () => {
  it("so a new X-Forwarded-For on every request does not escape the per-address sign-up limit", async () => {
    const first = await signUpFrom(direct.app, "198.51.100.7", { "x-forwarded-for": "203.0.113.1" });
    expect(first.statusCode).toBe(201);
    for (const spoofed of ["203.0.113.2", "192.0.2.1, 203.0.113.3"]) {
      const again = await signUpFrom(direct.app, "198.51.100.7", { "x-forwarded-for": spoofed });
      expect(again.statusCode, spoofed).toBe(429);
    }
  });

  it("so X-Forwarded-Proto and -Host change neither the origin writes must come from nor the cookie", async () => {
    const forged = { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };
    const write = await direct.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...forged, host: "sipalu.internal:3000", origin: "https://evil.example" },
      payload: {},
    });
    expect(write.statusCode).toBe(403);
    // A caller on plain HTTP who claims HTTPS still gets a cookie for plain HTTP.
    const signup = await signUpFrom(direct.app, "198.51.100.8", forged);
    expect(signup.statusCode).toBe(201);
    expect(signup.cookies.find((cookie) => cookie.name === "sipalu.sid")?.secure).toBeFalsy();
  });
});

describe("TRUST_PROXY=1: the one proxy in front", () => {
  it("counts the address the proxy saw, the last X-Forwarded-For entry, not one the caller wrote", async () => {
    const proxy = "10.1.2.3";
    expect((await signUpFrom(behindOne.app, proxy, { "x-forwarded-for": "203.0.113.1" })).statusCode).toBe(
      201,
    );
    // Another client behind the same proxy has a limit of its own.
    expect((await signUpFrom(behindOne.app, proxy, { "x-forwarded-for": "203.0.113.2" })).statusCode).toBe(
      201,
    );
    // The first client again, with an address of its choosing prepended: still the first client.
    const spoofed = await signUpFrom(behindOne.app, proxy, { "x-forwarded-for": "192.0.2.50, 203.0.113.1" });
    expect(spoofed.statusCode).toBe(429);
  });

  it("takes the scheme and host the proxy forwards, for same-origin writes and the Secure cookie", async () => {
    const forwarded = {
      "x-forwarded-proto": "https",
      "x-forwarded-host": "sipalu.np",
      host: "10.1.2.3:3000",
    };
    const signup = await signUpFrom(behindOne.app, "10.1.2.3", {
      ...forwarded,
      "x-forwarded-for": "203.0.113.9",
    });
    expect(signup.statusCode).toBe(201);
    const session = signup.cookies.find((cookie) => cookie.name === "sipalu.sid");
    expect(session?.secure).toBe(true);
    const write = await behindOne.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...forwarded, origin: "https://sipalu.np", cookie: `sipalu.sid=${session?.value}` },
      payload: {},
    });
    expect(write.statusCode).toBe(204);
    const elsewhere = await behindOne.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...forwarded, origin: "https://evil.example" },
      payload: {},
    });
    expect(elsewhere.statusCode).toBe(403);
  });
});

describe("TRUST_PROXY=<addresses>: only the listed proxies", () => {
  it("believe a listed proxy's X-Forwarded-For, and not a caller outside the list", async () => {
    expect(
      (await signUpFrom(behindListed.app, "10.9.9.9", { "x-forwarded-for": "203.0.113.1" })).statusCode,
    ).toBe(201);
    expect(
      (await signUpFrom(behindListed.app, "10.9.9.9", { "x-forwarded-for": "203.0.113.2" })).statusCode,
    ).toBe(201);
    // Straight from the internet, not through the proxy: its own address counts, whatever it claims.
    expect(
      (await signUpFrom(behindListed.app, "198.51.100.1", { "x-forwarded-for": "203.0.113.3" })).statusCode,
    ).toBe(201);
    expect(
      (await signUpFrom(behindListed.app, "198.51.100.1", { "x-forwarded-for": "203.0.113.4" })).statusCode,
    ).toBe(429);
  });
});
