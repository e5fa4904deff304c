import os from "node:os";
import path from "node:path";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { DEFAULT_COMMISSION_PERCENT } from "../domain/payments/rules";
import { type Config, checkedPasswordHashCost } from "./config";
import type { Db } from "./db/client";
import { adminRoutes } from "./features/admin/routes";
import { createLoginThrottle, type ThrottleLimits } from "./features/auth/login-throttle";
import { passwordHasher } from "./features/auth/password";
import { phoneRoutes } from "./features/auth/phone-routes";
import { authRoutes } from "./features/auth/routes";
import { availabilityRoutes } from "./features/availability/routes";
import { serviceAreaRoutes } from "./features/availability/service-area-routes";
import { bidRoutes } from "./features/bids/routes";
import { bookingRoutes } from "./features/bookings/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { estimateRoutes } from "./features/estimates/routes";
import { eventRoutes } from "./features/events/routes";
import { instantHelpRoutes } from "./features/instant-help/routes";
import type { SearchPointLimit } from "./features/instant-help/search-points";
import { jobRoutes } from "./features/jobs/routes";
import { mediaRoutes } from "./features/media/routes";
import { messageRoutes } from "./features/messages/routes";
import { notificationRoutes } from "./features/notifications/routes";
import { paymentAdminRoutes } from "./features/payments/admin-routes";
import { createGateways } from "./features/payments/gateways";
import { paymentRoutes } from "./features/payments/routes";
import { type SandboxOptions, sandboxPlugin } from "./features/payments/sandbox";
import { loopbackOrigin, NO_MERCHANT_ACCOUNTS, paymentGatewaysConfig } from "./features/payments/settings";
import { professionalRoutes } from "./features/professionals/routes";
import { savedRoutes } from "./features/professionals/saved-routes";
import { profilePhotoRoutes } from "./features/profile/photo-routes";
import { userRoutes } from "./features/profile/routes";
import { fcmSender } from "./features/push/fcm";
import type { FcmConfig } from "./features/push/fcm-account";
import { pushRoutes } from "./features/push/routes";
import { generateVapidKeys, type VapidKeys } from "./features/push/vapid";
import { quoteRoutes } from "./features/quotes/routes";
import { reviewRoutes } from "./features/reviews/routes";
import { shopRoutes } from "./features/shop/routes";
import { appSmsSender } from "./features/sms/app-sender";
import { smsRoutes } from "./features/sms/routes";
import { trainingRoutes } from "./features/training/routes";
import { verificationRoutes } from "./features/verification/routes";
import { versionRoutes } from "./features/version/routes";
import { openApiOptions } from "./openapi/document";
import { checkSecurity } from "./openapi/operation";
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
import { documentsFolder, localFolderStorage } from "./storage/local-folder";

export type AppDeps = {
  config: Pick<
    Config,
    "env" | "sessionIdleMs" | "sessionMaxMs" | "cookieSecure" | "publicOrigin" | "logLevel"
  > &
    Partial<Pick<Config, "esewa" | "khalti" | "commissionPercent" | "push" | "sms">> & {
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
  /** How often unanswered bookings are expired (ms; 0 = off; every 30 s by default). */
  bookingSweepMs?: number;
  /** How often track records are refreshed as answers age out of their window (ms; 0 = off; 6 hourly by default). */
  trackRecordSweepMs?: number;
  /**
   * Web Push: the VAPID keys (main.ts keeps them in DATA_DIR; else a pair for this run) and how often
   * due pushes go (ms; 0 = off); native push: FCM's service account and API (none: no native push).
   */
  push?: { vapid?: VapidKeys; sweepMs?: number; fcm?: FcmConfig };
  /** How often phone codes a day old are deleted (ms; 0 = off; hourly by default). */
  phoneCodeSweepMs?: number;
  /** How often notifications marked for SMS are sent (ms; 0 = off; every 5 s by default). */
  smsSweepMs?: number;
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
  /**
   * Payments: how often their sweeps run (ms; 0 = off; every 30 s by default), the sandbox's clock
   * and how long its Khalti links last (tests move both).
   */
  payments?: {
    sweepMs?: number;
    sandbox?: Pick<SandboxOptions, "now" | "khaltiExpiryMs">;
    /** The key the Khalti sandbox takes (random per process unless given). */
    sandboxKhaltiKey?: string;
  };
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

/**
 * Payments: each gateway to its merchant account, or (none set) to Sipalu's sandbox of it, which
 * this server then serves and calls over its own loopback address.
 */
async function registerPayments(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  const settings = paymentGatewaysConfig(
    {
      esewa: config.esewa ?? NO_MERCHANT_ACCOUNTS.esewa,
      khalti: config.khalti ?? NO_MERCHANT_ACCOUNTS.khalti,
      publicOrigin: config.publicOrigin,
    },
    loopbackOrigin(app),
    deps.payments?.sandboxKhaltiKey,
  );
  if (settings.sandbox) await app.register(sandboxPlugin, { ...settings.sandbox, ...deps.payments?.sandbox });
  const context = {
    db: deps.db,
    gateways: createGateways(settings),
    commissionPercent: config.commissionPercent ?? DEFAULT_COMMISSION_PERCENT,
    now: deps.now ?? (() => new Date()),
  };
  await app.register(paymentRoutes, {
    ...context,
    publicOrigin: config.publicOrigin,
    sandbox: settings.esewa.sandbox || settings.khalti.sandbox,
    sweepMs: deps.payments?.sweepMs,
  });
  await app.register(paymentAdminRoutes, context);
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
    // A page posts eSewa's form to eSewa itself when a merchant account is set.
    formActions: config.esewa?.productCode ? [new URL(config.esewa.formUrl).origin] : [],
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
  await app.register(fastifySwagger, openApiOptions(deps.version));
  app.addHook("onRoute", checkSecurity);
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

  const passwords = passwordHasher(passwordHashCost);
  await app.register(authRoutes, {
    throttle: createLoginThrottle(db, deps.loginLimits, deps.now),
    passwords,
  });
  await app.register(eventRoutes, { db, listenUrl: deps.listenUrl, streamCheckMs: deps.streamCheckMs });
  await app.register(messageRoutes);
  const sms = appSmsSender(app, { db, settings: config.sms, now: deps.now });
  await app.register(phoneRoutes, {
    db,
    sms,
    passwords,
    secret: config.sessionSecret,
    now: deps.now,
    sweepMs: deps.phoneCodeSweepMs,
  });
  await app.register(notificationRoutes, { db, now: deps.now });
  // No SMS gateway set: Sipalu's sandbox of Sparrow SMS records what would have been sent.
  await app.register(smsRoutes, {
    db,
    sender: sms,
    sms: config.sms,
    publicOrigin: config.publicOrigin,
    now: deps.now,
    sweepMs: deps.smsSweepMs,
  });
  await app.register(pushRoutes, {
    db,
    now: deps.now,
    vapid: deps.push?.vapid ?? config.push?.vapid ?? generateVapidKeys(),
    subject: config.push?.subject ?? "mailto:support@sipalu.np",
    extraHosts: config.push?.extraHosts ?? [],
    fcm: deps.push?.fcm && fcmSender(deps.push.fcm),
    sweepMs: deps.push?.sweepMs,
  });
  await app.register(instantHelpRoutes, {
    db,
    now: deps.now,
    sweepMs: deps.instantSweepMs,
    searchPoints: deps.searchPoints,
  });
  await app.register(jobRoutes);
  await app.register(bookingRoutes, { db, now: deps.now, sweepMs: deps.bookingSweepMs });
  await app.register(bidRoutes);
  await app.register(quoteRoutes);
  await app.register(reviewRoutes);
  await app.register(estimateRoutes);
  await app.register(professionalRoutes, { searchPoints: deps.searchPoints, now: deps.now });
  await app.register(serviceAreaRoutes);
  await app.register(availabilityRoutes);
  await app.register(dashboardRoutes, { db, trackRecordSweepMs: deps.trackRecordSweepMs });
  await app.register(savedRoutes);
  await app.register(shopRoutes);
  await app.register(trainingRoutes);
  await app.register(userRoutes);
  const dataDir = config.dataDir ?? path.join(os.tmpdir(), "sipalu");
  const storage = deps.storage ?? localFolderStorage(documentsFolder(dataDir));
  await app.register(verificationRoutes, { db, storage, now: deps.now, sweepMs: deps.uploadSweepMs });
  const mediaStorage = deps.mediaStorage ?? localFolderStorage(path.join(dataDir, "media"));
  await app.register(mediaRoutes, { db, storage: mediaStorage, now: deps.now, sweepMs: deps.uploadSweepMs });
  await app.register(profilePhotoRoutes, { storage: mediaStorage });
  await app.register(adminRoutes);
  await registerPayments(app, deps);
  await app.register(versionRoutes, { version: deps.version });
  await app.register(clientAppPlugin, { client: deps.client ?? null });
  return app;
}
