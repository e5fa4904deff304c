import path from "node:path";
import { z } from "zod";
import { isHashCost, PRODUCTION_HASH_COST } from "./features/auth/password";

const DAY_MS = 24 * 60 * 60 * 1000;

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** One proxy: an IPv4 or IPv6 address, or a CIDR range of them. */
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * TRUST_PROXY: a hop count ("1": the one proxy in front, which every request passes through) or a
 * comma-separated list of the proxies' addresses / CIDR ranges ("10.0.0.0/8,127.0.0.1"). Unset or
 * "0": no proxy is believed, and the client's address is the socket's.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): number | string[] => {
    const text = value?.trim() ?? "";
    if (text === "") return 0;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !proxyAddress.safeParse(entry).success);
    if (bad.length === 0) return entries;
    context.addIssue({
      code: "custom",
      message:
        `must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges ` +
        `(e.g. 10.0.0.0/8,127.0.0.1); not an address: ${bad.map((entry) => JSON.stringify(entry)).join(", ")}`,
    });
    return z.NEVER;
  });

const NOT_A_HASH_COST = "must be a power of two from 2 to 1048576 (scrypt's N)";

const Env = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  CLIENT_DIR: z.string().default("./dist/client"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SEED_DEMO: bool,
  COOKIE_SECURE: z.enum(["true", "false", "auto"]).default("auto"),
  PUBLIC_ORIGIN: z.url().optional(),
  RATE_LIMITS: z.enum(["on", "off"]).default("on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxy,
  PASSWORD_HASH_COST: z.coerce
    .number({ error: NOT_A_HASH_COST })
    .refine(isHashCost, NOT_A_HASH_COST)
    .default(PRODUCTION_HASH_COST),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The built client that the server serves (`vite build` output). */
  clientDir: string;
  /** Keys the stored session ids; when unset, one is generated and kept in DATA_DIR. */
  sessionSecret: string | undefined;
  /** A session ends after this long without a request (ASVS 7.3.1)... */
  sessionIdleMs: number;
  /** ...and this long after sign-in however active it is (ASVS 7.3.2). */
  sessionMaxMs: number;
  seedDemo: boolean;
  /** "auto": Secure whenever the request came over HTTPS (directly or through a proxy). */
  cookieSecure: boolean | "auto";
  /** Extra origin allowed to send writes (the request's own host is always allowed). */
  publicOrigin: string | undefined;
  logLevel: string;
  /** "off" lifts the per-user and per-address write limits (benchmarks, load tests). */
  rateLimits: "on" | "off";
  /**
   * Which proxies' X-Forwarded-For / -Proto / -Host to believe: how many hops (0: none, the
   * socket's address is the client's) or the proxies' addresses and CIDR ranges.
   */
  trustProxy: number | string[];
  /** scrypt's cost N for new password hashes: 2^15, or less to speed up tests (never in production). */
  passwordHashCost: number;
};

function passwordHashCostProblem(env: Config["env"], cost: number): string | null {
  if (!isHashCost(cost)) return `${NOT_A_HASH_COST}, not ${cost}`;
  if (env === "production" && cost < PRODUCTION_HASH_COST) {
    return `${cost} is below ${PRODUCTION_HASH_COST}: a cheaper hash is for tests, never with NODE_ENV=production`;
  }
  return null;
}

/**
 * The password-hash cost an app uses: production's when none is given. Less than production's is
 * for tests only, and refused when NODE_ENV=production (by loadConfig, and again by buildApp).
 */
export function checkedPasswordHashCost(env: Config["env"], cost = PRODUCTION_HASH_COST): number {
  const problem = passwordHashCostProblem(env, cost);
  if (problem) throw new Error(`PASSWORD_HASH_COST: ${problem}`);
  return cost;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most shells' idiom.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = Env.superRefine((e, context) => {
    const problem = passwordHashCostProblem(e.NODE_ENV, e.PASSWORD_HASH_COST);
    if (problem) context.addIssue({ code: "custom", path: ["PASSWORD_HASH_COST"], message: problem });
  }).safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    clientDir: path.resolve(e.CLIENT_DIR),
    sessionSecret: e.SESSION_SECRET,
    sessionIdleMs: e.SESSION_IDLE_DAYS * DAY_MS,
    sessionMaxMs: e.SESSION_MAX_DAYS * DAY_MS,
    // Demo data goes into the embedded database; a server you name gets it only when asked.
    seedDemo: e.DATABASE_URL ? e.SEED_DEMO : true,
    cookieSecure: e.COOKIE_SECURE === "auto" ? "auto" : e.COOKIE_SECURE === "true",
    publicOrigin: e.PUBLIC_ORIGIN,
    logLevel: e.LOG_LEVEL,
    rateLimits: e.RATE_LIMITS,
    trustProxy: e.TRUST_PROXY,
    passwordHashCost: e.PASSWORD_HASH_COST,
  };
}
