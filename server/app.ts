import os from "node:os";
import path from "node:path";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { type Config, checkedPasswordHashCost } from "./config";
import type { Db } from "./db/client";
import { adminRoutes } from "./features/admin/routes";
import { createLoginThrottle, type ThrottleLimits } from "./features/auth/login-throttle";
import { passwordHasher } from "./features/auth/password";
import { authRoutes } from "./features/auth/routes";
import { availabilityRoutes } from "./features/availability/routes";
import { serviceAreaRoutes } from "./features/availability/service-area-routes";
import { bidRoutes } from "./features/bids/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { eventRoutes } from "./features/events/routes";
import { instantHelpRoutes } from "./features/instant-help/routes";
import type { SearchPointLimit } from "./features/instant-help/search-points";
import { jobRoutes } from "./features/jobs/routes";
import { mediaRoutes } from "./features/media/routes";
import { messageRoutes } from "./features/messages/routes";
import { professionalRoutes } from "./features/professionals/routes";
import { savedRoutes } from "./features/professionals/saved-routes";
import { userRoutes } from "./features/profile/routes";
import { reviewRoutes } from "./features/reviews/routes";
import { shopRoutes } from "./features/shop/routes";
import { trainingRoutes } from "./features/training/routes";
import { verificationRoutes } from "./features/verification/routes";
import { versionRoutes } from "./features/version/routes";
import { type ClientBuild, clientAppPlugin } from "./plugins/client-app";
import { compressionPlugin } from "./plugins/compression";
import { clientErrorHandler, errorsPlugin, frameworkErrors } from "./plugins/errors";
import { idempotencyPlugin } from "./plugins/idempotency";
import { DEFAULT_LOAD_SHEDDING, type LoadShedding, loadSheddingPlugin } from "./plugins/load-shedding";
import { nulTextPlugin } from "./plugins/nul-text";
import { type RateLimits, rateLimitsPlugin } from "./plugins/rate-limits";
import { sameOriginWritesPlugin } from "./plugins/same-origin-writes";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { sessionPlugin } from "./plugins/session";
import { connectionOptions, DEFAULT_TIMEOUTS, streamTimeoutsPlugin, type Timeouts } from "./plugins/timeouts";
import type { DocumentStorage } from "./storage/document-storage";
import { localFolderStorage } from "./storage/local-folder";

export type AppDeps = {
  config: Pick<
    Config,
    "env" | "sessionIdleMs" | "sessionMaxMs" | "cookieSecure" | "publicOrigin" | "logLevel"
  > & {
    /** scrypt's cost N for new password hashes (production's unless given; never less there). */
    passwordHashCost?: number;
    sessionSecret: string;
    /** Where uploads go when no `storage` is given (DATA_DIR/uploads). */
    dataDir?: string;
    /** TRUST_PROXY: whose X-Forwarded-* to believe (by default nobody's). */
    trustProxy?: Config["trustProxy"];
  };
  db: Db;
  /** The database the LISTEN connection of live events opens (the one `db` uses). */
  listenUrl: string;
  version: string;
  client?: ClientBuild | null;
  loginLimits?: ThrottleLimits;
  /** Limits of the floodable writes; production defaults for any not given (tests raise them). */
  rateLimits?: Partial<RateLimits>;
  /** Distinct places an account may search nearby professionals from per hour; `false` lifts it. */
  searchPoints?: SearchPointLimit;
  logger?: boolean;
  /** The app's clock (session expiry, instant-help deadlines) and how often instant help is swept (ms; 0 = off). Tests fake both. */
  now?: () => Date;
  instantSweepMs?: number;
  /** How often each instance checks its live-event streams against their sessions (ms; 2000 by default). */
  streamCheckMs?: number;
  /** Verification documents; by default a folder under DATA_DIR (tests pass their own). */
  storage?: DocumentStorage;
  /** Job photos; by default a folder of their own under DATA_DIR (tests pass their own). */
  mediaStorage?: DocumentStorage;
  /**
   * How often uploads are swept (ms; 0 = off; hourly by default): photos no job shows a day on,
   * and photos and documents whose row a crash kept from being written.
   */
  uploadSweepMs?: number;
  /** Told of every route as it is added (the authorization matrix and the fuzzer list them so). */
  onRoute?: (route: RouteOptions) => void;
  /** How long a connection may take over a request; production defaults for any not given. */
  timeouts?: Partial<Timeouts>;
  /** When to refuse requests with 503 instead of queueing them; production defaults when not given. */
  loadShedding?: LoadShedding;
};

/**
 * Fastify's trustProxy for TRUST_PROXY. By default no proxy is believed: X-Forwarded-For is written
 * by whoever sends the request, so believing it would let anyone pick the address every per-address
 * limit counts. A hop count trusts that many proxies in front (Fastify itself refuses to trust a
 * bare number, so it is a function here); a list trusts those addresses.
 */
function trustedProxies(
  setting: number | string[] | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(setting)) return setting.length > 0 ? setting : false;
  const hops = setting ?? 0;
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/** The whole HTTP app as one Fastify instance; main.ts listens with it, tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const passwordHashCost = checkedPasswordHashCost(config.env, config.passwordHashCost);
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    ...connectionOptions({ ...DEFAULT_TIMEOUTS, ...deps.timeouts }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);

  // Infrastructure first, then the app's own plugins, then routes. Headers first of all, so every
  // response carries them, even one that a later hook refuses.
  await app.register(securityHeadersPlugin, {
    scriptHashes: deps.client?.scriptHashes ?? [],
    hsts: config.env === "production",
  });
  await app.register(errorsPlugin, { env: config.env });
  // Before anything reads the body or the database: a refusal costs nothing.
  await app.register(loadSheddingPlugin, {
    limits: deps.loadShedding ?? DEFAULT_LOAD_SHEDDING,
    databaseCheck: () => db.execute(sql`select 1`),
  });
  await app.register(streamTimeoutsPlugin);
  await app.register(nulTextPlugin);
  await app.register(compressionPlugin);
  await app.register(rateLimitsPlugin, { db, limits: deps.rateLimits, now: deps.now });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Sipalu API", description: "Services marketplace for Nepal", version: deps.version },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sipalu.sid" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  await app.register(sameOriginWritesPlugin, {
    allowedOrigins: config.publicOrigin ? [config.publicOrigin] : [],
  });
  await app.register(sessionPlugin, {
    db,
    secret: config.sessionSecret,
    idleMs: config.sessionIdleMs,
    maxMs: config.sessionMaxMs,
    now: deps.now,
    secureCookie: config.cookieSecure,
  });
  await app.register(idempotencyPlugin, { db });

  await app.register(authRoutes, {
    throttle: createLoginThrottle(db, deps.loginLimits, deps.now),
    passwords: passwordHasher(passwordHashCost),
  });
  await app.register(eventRoutes, { db, listenUrl: deps.listenUrl, streamCheckMs: deps.streamCheckMs });
  await app.register(messageRoutes);
  await app.register(instantHelpRoutes, {
    db,
    now: deps.now,
    sweepMs: deps.instantSweepMs,
    searchPoints: deps.searchPoints,
  });
  await app.register(jobRoutes);
  await app.register(bidRoutes);
  await app.register(reviewRoutes);
  await app.register(professionalRoutes);
  await app.register(serviceAreaRoutes);
  await app.register(availabilityRoutes);
  await app.register(dashboardRoutes);
  await app.register(savedRoutes);
  await app.register(shopRoutes);
  await app.register(trainingRoutes);
  await app.register(userRoutes);
  const dataDir = config.dataDir ?? path.join(os.tmpdir(), "sipalu");
  const storage = deps.storage ?? localFolderStorage(path.join(dataDir, "uploads"));
  await app.register(verificationRoutes, { db, storage, now: deps.now, sweepMs: deps.uploadSweepMs });
  await app.register(mediaRoutes, {
    db,
    storage: deps.mediaStorage ?? localFolderStorage(path.join(dataDir, "media")),
    now: deps.now,
    sweepMs: deps.uploadSweepMs,
  });
  await app.register(adminRoutes);
  await app.register(versionRoutes, { version: deps.version });
  await app.register(clientAppPlugin, { client: deps.client ?? null });
  return app;
}
