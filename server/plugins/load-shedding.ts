import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { appError } from "../errors";

/** When requests are refused instead of queued; `false` never refuses (most tests). */
export type LoadShedding =
  | {
      /** Mean event-loop delay over a sample (ms) above which the process is too busy to take more. */
      maxEventLoopDelayMs: number;
      /** How often the event-loop delay is sampled (ms). */
      sampleIntervalMs: number;
      /** How often the database is asked `select 1` (ms)... */
      healthCheckIntervalMs: number;
      /** ...and how long it may take before it counts as unreachable (ms). */
      healthCheckTimeoutMs: number;
      /** The Retry-After (seconds) of a refusal. */
      retryAfterSeconds: number;
    }
  | false;

/**
 * A mean delay of half a second means every request already waits that long for its turn; the
 * database is asked every 5 s, and 5 s without an answer (a saturated pool or a lost server) is
 * unreachable enough to stop taking work that needs it.
 */
export const DEFAULT_LOAD_SHEDDING: Exclude<LoadShedding, false> = {
  maxEventLoopDelayMs: 500,
  sampleIntervalMs: 1000,
  healthCheckIntervalMs: 5000,
  healthCheckTimeoutMs: 5000,
  retryAfterSeconds: 10,
};

/**
 * Never refused: the liveness probe answers while the process serves requests at all (a balancer
 * reading a 503 there would take a busy instance out and push its load onto the others), and the
 * browser's EventSource gives up for good on a 503 instead of reconnecting.
 */
export const NEVER_SHED = new Set(["/api/health", "/api/events"]);

export type LoadSheddingOptions = {
  limits: LoadShedding;
  /** Resolves when the database answers; rejects or hangs when it does not. */
  databaseCheck: () => Promise<unknown>;
};

/**
 * Load shedding (@fastify/under-pressure): while the event loop lags or the database does not
 * answer, a request is refused at once with 503, Retry-After and `{ code, message }`, before its body is
 * read, instead of waiting in a queue that only grows.
 */
export const loadSheddingPlugin = fp(
  async (app: FastifyInstance, { limits, databaseCheck }: LoadSheddingOptions) => {
    if (!limits) return;
    const retryAfter = String(limits.retryAfterSeconds);
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      sampleInterval: limits.sampleIntervalMs,
      healthCheckInterval: limits.healthCheckIntervalMs,
      healthCheck: () => answersWithin(databaseCheck, limits.healthCheckTimeoutMs),
      // Resolving lets the request through; rejecting refuses it through the error handler.
      pressureHandler: async (request, reply, type) => {
        if (NEVER_SHED.has(request.routeOptions.url ?? "")) return;
        reply.header("retry-after", retryAfter);
        throw appError(type === "healthCheck" ? "server.database_unreachable" : "server.busy");
      },
    });
  },
);

/** Whether `check` resolves within `ms` (a hung connection counts as no answer). */
async function answersWithin(check: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
