import path from "node:path";
import { z } from "zod";
import { DEFAULT_COMMISSION_PERCENT } from "../domain/payments/rules";
import { isHashCost, PRODUCTION_HASH_COST } from "./features/auth/password";
import { ESEWA_URLS, KHALTI_URLS } from "./features/payments/gateway-urls";
import { FCM_API_URL } from "./features/push/fcm-account";

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
  ESEWA_PRODUCT_CODE: z.string().optional(),
  ESEWA_SECRET_KEY: z.string().optional(),
  ESEWA_FORM_URL: z.url({ protocol: /^https?$/ }).optional(),
  ESEWA_STATUS_URL: z.url({ protocol: /^https?$/ }).optional(),
  KHALTI_SECRET_KEY: z.string().optional(),
  KHALTI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SPARROW_SMS_TOKEN: z.string().optional(),
  SPARROW_SMS_FROM: z.string().optional(),
  SPARROW_SMS_URL: z.url({ protocol: /^https?$/ }).default("http://api.sparrowsms.com/v2"),
  SMS_DAILY_CAP: z.coerce.number().int().min(1).max(1000).default(10),
  SMS_SANDBOX: z.enum(["on", "off"]).default("off"),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default("mailto:support@sipalu.np"),
  PUSH_ENDPOINT_ALLOW: z.string().default(""),
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  FCM_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENT_COMMISSION_PERCENT: z.coerce
    .number({ error: "must be a number from 0 to 50" })
    .min(0, "must be a number from 0 to 50")
    .max(50, "must be a number from 0 to 50")
    .multipleOf(0.01, "can have at most 2 decimal places")
    .default(DEFAULT_COMMISSION_PERCENT),
});

/**
 * A gateway's settings are all or nothing: its credentials (which turn the sandbox off for it) or
 * none of its variables. Half of them is a mistake to say at boot, not a sandbox to fall back on.
 */
function gatewaySettingsProblems(e: z.infer<typeof Env>): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const esewaKeys = [e.ESEWA_PRODUCT_CODE, e.ESEWA_SECRET_KEY].filter((value) => value !== undefined).length;
  if (esewaKeys === 1) {
    problems.push({
      path: "ESEWA_SECRET_KEY",
      message: "set both ESEWA_PRODUCT_CODE and ESEWA_SECRET_KEY, or neither",
    });
  }
  for (const name of ["ESEWA_FORM_URL", "ESEWA_STATUS_URL"] as const) {
    if (esewaKeys === 0 && e[name] !== undefined) {
      problems.push({
        path: name,
        message: "is for a merchant account: set ESEWA_PRODUCT_CODE and ESEWA_SECRET_KEY too",
      });
    }
  }
  if (e.KHALTI_SECRET_KEY === undefined && e.KHALTI_BASE_URL !== undefined) {
    problems.push({
      path: "KHALTI_BASE_URL",
      message: "is for a merchant account: set KHALTI_SECRET_KEY too",
    });
  }
  return problems;
}

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
  /**
   * eSewa's merchant account: without product code and secret key, payments go to Sipalu's sandbox
   * of eSewa. The URLs default to eSewa's production ones (its test environment's are in
   * features/payments/gateway-urls.ts, to use with its test merchant EPAYTEST).
   */
  esewa: {
    productCode: string | undefined;
    secretKey: string | undefined;
    formUrl: string;
    statusUrl: string;
  };
  /** Khalti's merchant account: without a secret key, payments go to Sipalu's sandbox of Khalti. */
  khalti: { secretKey: string | undefined; baseUrl: string };
  /** Sipalu's commission on a job's price, in percent (10 by default), shown to professionals before they accept. */
  commissionPercent: number;
  /**
   * Web Push: the VAPID key pair (both or neither; neither: one generated once into DATA_DIR), the
   * contact push services see, and hosts allowed besides the known push services.
   */
  push: {
    vapid: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    extraHosts: string[];
    /**
     * Native push through FCM's HTTP v1 API: the service account (its JSON, or its file's path; read
     * at boot) and FCM's API root. Unset: the app's device tokens are kept but nothing is sent to them.
     */
    fcm: { serviceAccount: string; apiUrl: string } | undefined;
  };
  /** SMS through Sparrow SMS (token and sender identity both, or neither: Sipalu's SMS sandbox), and each phone's daily cap. */
  sms: { sparrow: { token: string; from: string; baseUrl: string } | undefined; dailyCap: number };
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
    if (Boolean(e.SPARROW_SMS_TOKEN) !== Boolean(e.SPARROW_SMS_FROM)) {
      context.addIssue({
        code: "custom",
        path: ["SPARROW_SMS_FROM"],
        message: "set both SPARROW_SMS_TOKEN and SPARROW_SMS_FROM, or neither",
      });
    }
    // An SMS carries a link into the app: to a phone, only the public address means anything.
    if (e.SPARROW_SMS_TOKEN && !e.PUBLIC_ORIGIN) {
      context.addIssue({
        code: "custom",
        path: ["PUBLIC_ORIGIN"],
        message: "set PUBLIC_ORIGIN with an SMS gateway: the SMS link to the app at that address",
      });
    }
    // The SMS sandbox shows every message (sign-in codes included) to anyone at /sandbox/sms: in
    // production only when asked for by name (a demo), never for a forgotten token.
    if (e.NODE_ENV === "production" && !e.SPARROW_SMS_TOKEN && e.SMS_SANDBOX !== "on") {
      context.addIssue({
        code: "custom",
        path: ["SPARROW_SMS_TOKEN"],
        message:
          "NODE_ENV=production needs an SMS gateway (SPARROW_SMS_TOKEN and SPARROW_SMS_FROM), or SMS_SANDBOX=on to show every SMS at /sandbox/sms instead (a demo only)",
      });
    }
    if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: "custom",
        path: ["VAPID_PRIVATE_KEY"],
        message: "set both VAPID keys, or neither",
      });
    }
    if (e.FCM_API_URL !== undefined && e.FCM_SERVICE_ACCOUNT === undefined) {
      context.addIssue({
        code: "custom",
        path: ["FCM_API_URL"],
        message: "is for native push: set FCM_SERVICE_ACCOUNT too",
      });
    }
    for (const { path, message } of gatewaySettingsProblems(e)) {
      context.addIssue({ code: "custom", path: [path], message });
    }
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
    esewa: {
      productCode: e.ESEWA_PRODUCT_CODE,
      secretKey: e.ESEWA_SECRET_KEY,
      formUrl: e.ESEWA_FORM_URL ?? ESEWA_URLS.production.formUrl,
      statusUrl: e.ESEWA_STATUS_URL ?? ESEWA_URLS.production.statusUrl,
    },
    khalti: { secretKey: e.KHALTI_SECRET_KEY, baseUrl: e.KHALTI_BASE_URL ?? KHALTI_URLS.production },
    commissionPercent: e.PAYMENT_COMMISSION_PERCENT,
    sms: {
      sparrow:
        e.SPARROW_SMS_TOKEN && e.SPARROW_SMS_FROM
          ? { token: e.SPARROW_SMS_TOKEN, from: e.SPARROW_SMS_FROM, baseUrl: e.SPARROW_SMS_URL }
          : undefined,
      dailyCap: e.SMS_DAILY_CAP,
    },
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT,
      extraHosts: e.PUSH_ENDPOINT_ALLOW.split(",")
        .map((host) => host.trim())
        .filter(Boolean),
      fcm: e.FCM_SERVICE_ACCOUNT
        ? { serviceAccount: e.FCM_SERVICE_ACCOUNT, apiUrl: e.FCM_API_URL ?? FCM_API_URL }
        : undefined,
    },
  };
}
