import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/client";
import { countHit } from "./rate-counter-queries";

/**
 * A @fastify/rate-limit store that counts in PostgreSQL (rate_counters), so every instance shares
 * each limit and a restart forgets nothing: one statement per limited request. Keys already name
 * their limit (see rate-limits.ts), so the routes' child stores are this one.
 */
export function postgresRateLimitStore(db: Db, now: () => Date): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore["incr"]>[1], timeWindow: number) {
      const at = now();
      countHit(db, key, timeWindow, at).then(
        ({ hits, expiresAt }) =>
          callback(null, { current: hits, ttl: Math.max(0, expiresAt - at.getTime()) }),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}
