import { date, integer, numeric, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** One row per professional per day; rates and averages are null on days with nothing to average. */
export const dailyProfessionalMetrics = pgTable(
  "daily_professional_metrics",
  {
    id: uuid().primaryKey().defaultRandom(),
    professionalId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date().notNull(),
    jobsCompleted: integer().notNull().default(0),
    hoursWorked: numeric({ precision: 5, scale: 2 }).notNull().default("0"),
    earnings: numeric({ precision: 10, scale: 2 }).notNull().default("0"),
    avgRating: numeric({ precision: 3, scale: 2 }),
    /** Minutes. */
    responseTimeAvg: integer(),
    acceptanceRate: numeric({ precision: 5, scale: 2 }),
    cancellationRate: numeric({ precision: 5, scale: 2 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("daily_professional_metrics_professional_id_date_idx").on(t.professionalId, t.date)],
);
