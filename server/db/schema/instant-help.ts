import { index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { users } from "./users";

/** Who an instant job was offered to, and how far they were from the customer (metres). */
export const instantDispatches = pgTable(
  "instant_dispatches",
  {
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    professionalId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    distanceM: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.professionalId] }),
    index("instant_dispatches_professional_id_idx").on(t.professionalId),
  ],
);
