import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from "fastify";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../app";
import type { Config } from "../config";
import { createDb, type Db } from "../db/client";
import { createPool, ensureDatabase } from "../db/postgres";
import type { ThrottleLimits } from "../features/auth/login-throttle";
import type { SearchPointLimit } from "../features/instant-help/search-points";
import type { ClientBuild } from "../plugins/client-app";
import type { LoadShedding } from "../plugins/load-shedding";
import type { RateLimits } from "../plugins/rate-limits";
import type { Timeouts } from "../plugins/timeouts";
import type { DocumentStorage } from "../storage/document-storage";
import { dropDatabase, withDatabase } from "./template";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * scrypt's cost N for the passwords tests set: production's 2^15 takes 50-100 ms a hash, and the
 * suite signs up hundreds of people. Hashes carry their cost, so logins check them all the same.
 */
export const TEST_PASSWORD_HASH_COST = 2 ** 4;

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  /** The app's secret (keys session ids and phone codes), for fixtures that write what it keys. */
  secret: string;
  /** Another app instance on the same database (a second server behind the load balancer). */
  anotherInstance: () => Promise<FastifyInstance>;
  close: () => Promise<void>;
};

/** A fresh app on its own database cloned from the migrated template. */
export async function createTestApp(
  options: {
    loginLimits?: ThrottleLimits;
    /** Raise or turn off (`false`) the limits a test floods, e.g. `{ bid: { max: 1000, windowMs: 60_000 } }`. */
    rateLimits?: Partial<RateLimits>;
    /** Raise or lift (`false`) the places an account may search nearby professionals from per hour. */
    searchPoints?: SearchPointLimit;
    now?: () => Date;
    instantSweepMs?: number;
    bookingSweepMs?: number;
    /** How often live-event streams are checked against their sessions (ms). */
    streamCheckMs?: number;
    /** "production" for what only production does (HSTS, and passwords hashed at full cost). */
    env?: "test" | "production";
    /** scrypt's cost N for new passwords (TEST_PASSWORD_HASH_COST; production's with env "production"). */
    passwordHashCost?: number;
    /** A client build to serve (pages, files, the service worker). */
    client?: ClientBuild;
    storage?: DocumentStorage;
    mediaStorage?: DocumentStorage;
    /** The upload sweeps' interval (ms); off unless given. */
    uploadSweepMs?: number;
    onRoute?: (route: RouteOptions) => void;
    /** TRUST_PROXY: a hop count or the proxies' addresses (default: none believed). */
    trustProxy?: Config["trustProxy"];
    /** COOKIE_SECURE (default false: tests speak plain HTTP). */
    cookieSecure?: Config["cookieSecure"];
    /** Connection timeouts, for a test on a listening server. */
    timeouts?: Partial<Timeouts>;
    /** Load shedding (default off: a busy test machine must not refuse a test's requests). */
    loadShedding?: LoadShedding;
    /** Payments' sweeps (off unless given), the sandbox's clock and Khalti expiry. */
    payments?: AppDeps["payments"];
    /** Web Push: its sweep (off unless given), keys, and hosts allowed besides the push services. */
    push?: AppDeps["push"] & { extraHosts?: string[] };
  } = {},
): Promise<TestApp> {
  const adminUrl = inject("databaseAdminUrl");
  const name = `sipalu_test_${randomBytes(6).toString("hex")}`;
  await ensureDatabase(adminUrl, name, inject("templateDatabase"));
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url, 5);
  const db = createDb(pool);
  const sessionSecret = randomBytes(32).toString("hex");
  const build = async () => {
    const app = await buildApp({
      config: {
        env: options.env ?? "test",
        passwordHashCost:
          options.passwordHashCost ?? (options.env === "production" ? undefined : TEST_PASSWORD_HASH_COST),
        sessionSecret,
        sessionIdleMs: 7 * DAY_MS,
        sessionMaxMs: 30 * DAY_MS,
        cookieSecure: options.cookieSecure ?? false,
        publicOrigin: undefined,
        logLevel: "silent",
        trustProxy: options.trustProxy,
        push: {
          vapid: undefined,
          subject: "mailto:tests@sipalu.np",
          extraHosts: options.push?.extraHosts ?? [],
          fcm: undefined,
        },
      },
      db,
      listenUrl: url,
      version: "test",
      client: options.client,
      logger: false,
      loginLimits: options.loginLimits,
      rateLimits: options.rateLimits,
      searchPoints: options.searchPoints,
      now: options.now,
      instantSweepMs: options.instantSweepMs ?? 0,
      bookingSweepMs: options.bookingSweepMs ?? 0,
      trackRecordSweepMs: 0,
      phoneCodeSweepMs: 0,
      streamCheckMs: options.streamCheckMs,
      storage: options.storage,
      mediaStorage: options.mediaStorage,
      uploadSweepMs: options.uploadSweepMs ?? 0,
      onRoute: options.onRoute,
      timeouts: options.timeouts,
      loadShedding: options.loadShedding ?? false,
      payments: { sweepMs: 0, ...options.payments },
      push: { sweepMs: 0, ...options.push },
      smsSweepMs: 0,
    });
    await app.ready();
    return app;
  };
  const app = await build().catch(async (error: unknown) => {
    await pool.end();
    await dropDatabase(adminUrl, name);
    throw error;
  });
  const others: FastifyInstance[] = [];
  return {
    app,
    db,
    secret: sessionSecret,
    anotherInstance: async () => {
      const other = await build();
      others.push(other);
      return other;
    },
    close: async () => {
      await Promise.all([app, ...others].map((instance) => instance.close()));
      await pool.end();
      await dropDatabase(adminUrl, name);
    },
  };
}

/** The `name=value` of a response's session cookie, to send back as a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "sipalu.sid");
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

let counter = 0;
/** Signs up a new user and returns their cookie and id. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    role: string;
  }> = {},
) {
  counter += 1;
  const body = {
    email: `user${counter}-${randomBytes(3).toString("hex")}@example.np`,
    password: "correct horse battery",
    firstName: "Sita",
    lastName: "Sharma",
    role: "customer",
    ...overrides,
  };
  const response = await app.inject({ method: "POST", url: "/api/auth/signup", payload: body });
  if (response.statusCode !== 201) throw new Error(`signup failed ${response.statusCode}: ${response.body}`);
  return { cookie: sessionCookie(response), user: response.json(), password: body.password };
}
