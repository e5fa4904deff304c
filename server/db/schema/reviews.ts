import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { users } from "./users";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** One review per job. */
    jobId: uuid()
      .notNull()
      .unique("reviews_job_id_unique")
      .references(() => jobs.id, { onDelete: "cascade" }),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    professionalId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer().notNull(),
    comment: text(),
    bonusPaid: numeric({ precision: 10, scale: 2 }).notNull().default("0"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_professional_id_idx").on(t.professionalId, t.createdAt.desc()),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
