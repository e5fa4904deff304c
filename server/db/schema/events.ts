import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Recent live events per user, kept for a few minutes so a reconnecting stream can replay what it
 * missed (Last-Event-ID); the id orders them across every server instance.
 */
export const userEvents = pgTable(
  "user_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_events_user_id_id_idx").on(t.userId, t.id),
    index("user_events_created_at_idx").on(t.createdAt),
  ],
);
