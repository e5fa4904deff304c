import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The first response of each write sent with an Idempotency-Key, per user, so a replay gets it back
 * instead of writing again. A row is inserted in the same transaction as the write it describes, so
 * it exists exactly when the write does; a request still in flight holds an advisory lock instead.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text().notNull(),
    /** SHA-256 of the method, route, params and parsed body: the same key with another body is refused. */
    requestHash: text().notNull(),
    responseStatus: integer().notNull(),
    /** The response body exactly as it was sent (serialized JSON). */
    responseBody: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);
