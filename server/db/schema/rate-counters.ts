import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Request counters of the rate limits and the sign-in throttle, shared by every instance (migration
 * 0012 creates the table UNLOGGED: after a crash the limits simply start afresh). A row is forgotten
 * once `expiresAt` has passed; `blockedUntil` is set while a sign-in back-off holds.
 */
export const rateCounters = pgTable(
  "rate_counters",
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    blockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index("rate_counters_expires_at_idx").on(t.expiresAt)],
);
