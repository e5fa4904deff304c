import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import { appError } from "../errors";
import { deleteExpiredCounters } from "./rate-counter-queries";
import { postgresRateLimitStore } from "./rate-limit-store";

/** At most `max` requests per `windowMs`; `false` turns the limit off. */
export type RateLimit = { max: number; windowMs: number } | false;

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** Production limits of the writes people could flood (sign-in failures have their own throttle). */
export const DEFAULT_RATE_LIMITS = {
  signup: { max: 20, windowMs: HOUR },
  postJob: { max: 20, windowMs: HOUR },
  instantRequest: { max: 10, windowMs: HOUR },
  bid: { max: 60, windowMs: HOUR },
  message: { max: 60, windowMs: MINUTE },
  passwordChange: { max: 10, windowMs: HOUR },
  documentUpload: { max: 30, windowMs: HOUR },
  photoUpload: { max: 100, windowMs: HOUR },
  order: { max: 10, windowMs: HOUR },
  // Each start of a payment signs a form or calls a gateway: a person paying their jobs needs a few.
  payment: { max: 30, windowMs: HOUR },
  // Each code is an SMS Sipalu pays for (each phone has its own caps besides); many phones in
  // Nepal share a carrier's address, so an address gets room for a crowd.
  phoneCode: { max: 20, windowMs: HOUR },
  // Guesses at codes, whichever phones they are for (each code takes 5 at most).
  phoneCodeCheck: { max: 60, windowMs: HOUR },
  // A browser subscribes once and the app registers its phone's token once a day: more is a flood of
  // writes (what they lead the server to send is capped per person, see features/push).
  pushRegistration: { max: 30, windowMs: HOUR },
} satisfies Record<string, RateLimit>;

export type RateLimitedAction = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitedAction, RateLimit>;

/** Every limit off (RATE_LIMITS=off, for benchmarks and load tests). */
export const NO_RATE_LIMITS: RateLimits = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((action) => [action, false]),
) as RateLimits;

/** Which route each limit guards, whether it counts per signed-in user or per address, and its wording. */
const LIMITED_ROUTES: Record<string, { action: RateLimitedAction; perUser: boolean; what: string }> = {
  "POST /api/auth/signup": { action: "signup", perUser: false, what: "sign-ups from this network" },
  "POST /api/jobs": { action: "postJob", perUser: true, what: "jobs posted" },
  "POST /api/jobs/instant": { action: "instantRequest", perUser: true, what: "instant help requests" },
  "POST /api/bids": { action: "bid", perUser: true, what: "bids" },
  "POST /api/messages": { action: "message", perUser: true, what: "messages" },
  "POST /api/auth/password": { action: "passwordChange", perUser: true, what: "password changes" },
  "POST /api/verifications": { action: "documentUpload", perUser: true, what: "documents uploaded" },
  "POST /api/media": { action: "photoUpload", perUser: true, what: "photos uploaded" },
  "PUT /api/users/profile/photo": { action: "photoUpload", perUser: true, what: "photos uploaded" },
  "POST /api/shop/orders": { action: "order", perUser: true, what: "orders placed" },
  "POST /api/payments": { action: "payment", perUser: true, what: "payments started" },
  "POST /api/auth/otp/request": { action: "phoneCode", perUser: false, what: "codes sent from this network" },
  "POST /api/auth/phone/request": { action: "phoneCode", perUser: true, what: "codes sent" },
  "POST /api/auth/otp/verify": {
    action: "phoneCodeCheck",
    perUser: false,
    what: "codes tried from this network",
  },
  "POST /api/auth/password/reset": {
    action: "phoneCodeCheck",
    perUser: false,
    what: "codes tried from this network",
  },
  "POST /api/auth/phone/verify": { action: "phoneCodeCheck", perUser: true, what: "codes tried" },
  "POST /api/push/subscriptions": { action: "pushRegistration", perUser: true, what: "push registrations" },
  "POST /api/push/devices": { action: "pushRegistration", perUser: true, what: "push registrations" },
};

/** Whether a route has a limit of LIMITED_ROUTES (so it may answer 429 `rate.limited`). */
export const isRateLimitedRoute = (method: string, url: string) =>
  Object.hasOwn(LIMITED_ROUTES, `${method} ${url}`);

// Per person where signed in: many phones in Nepal share one carrier address. The key names its
// limit, so routes that share one count together.
const perUserKey = (action: RateLimitedAction) => (request: FastifyRequest) =>
  request.user ? `${action}:user:${request.user.id}` : `${action}:ip:${request.ip}`;
const perAddressKey = (action: RateLimitedAction) => (request: FastifyRequest) =>
  `${action}:ip:${request.ip}`;

function waitText(ms: number): string {
  const minutes = Math.ceil(ms / MINUTE);
  if (ms < MINUTE) return `${Math.max(1, Math.ceil(ms / 1000))} seconds`;
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
const windowText = (ms: number) => (ms === HOUR ? "an hour" : ms === MINUTE ? "a minute" : waitText(ms));

export type RateLimitsOptions = {
  db: Db;
  limits?: Partial<RateLimits>;
  /** The app's clock (tests move it). */
  now?: () => Date;
};

const PRUNE_EVERY_MS = 10 * MINUTE;

/**
 * Limits the writes of LIMITED_ROUTES: over the limit, 429 with Retry-After (seconds) and
 * `{ code: "rate.limited", message }`. Counted after validation, so a form sent back with a mistake costs nothing.
 * Counted in PostgreSQL (rate_counters), so every instance shares each limit: one statement per
 * limited request, none on other routes. Also prunes that table's ended counters, the sign-in
 * throttle's included.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: RateLimitsOptions) => {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.limits };
  const now = options.now ?? (() => new Date());

  // Runs before @fastify/rate-limit's own onRoute hook (registered next), which reads config.rateLimit.
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limited = methods.map((method) => LIMITED_ROUTES[`${method} ${route.url}`]).find(Boolean);
    if (!limited) return;
    const limit = limits[limited.action];
    if (!limit) return;
    const what = limited.what;
    route.config = {
      ...route.config,
      rateLimit: {
        max: limit.max,
        timeWindow: limit.windowMs,
        keyGenerator: (limited.perUser ? perUserKey : perAddressKey)(limited.action),
        errorResponseBuilder: (_request, context) =>
          appError("rate.limited", {
            what,
            max: limit.max,
            window: windowText(limit.windowMs),
            wait: waitText(context.ttl),
          }),
      },
    };
  });

  await app.register(fastifyRateLimit, {
    global: false,
    hook: "preHandler",
    store: postgresRateLimitStore(options.db, now),
  });

  const prune = () =>
    deleteExpiredCounters(options.db, now()).catch((error: unknown) =>
      app.log.warn({ err: error }, "pruning rate counters failed"),
    );
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
});
