import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/** A weekly working window of a professional; dayOfWeek 0 is Sunday, 6 is Saturday. */
export const availabilityBlocks = pgTable(
  "availability_blocks",
  {
    id: uuid().primaryKey().defaultRandom(),
    professionalId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dayOfWeek: integer().notNull(),
    startTime: time().notNull(),
    endTime: time().notNull(),
    isAvailable: boolean().notNull().default(true),
    /** Minutes kept free between two bookings. */
    bufferTime: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("availability_blocks_professional_id_idx").on(t.professionalId, t.dayOfWeek),
    check("availability_blocks_day_of_week_range", sql`${t.dayOfWeek} between 0 and 6`),
    check("availability_blocks_buffer_time_non_negative", sql`${t.bufferTime} >= 0`),
    check("availability_blocks_buffer_time_max", sql`${t.bufferTime} <= 240`),
    check("availability_blocks_end_after_start", sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** A one-off change to the weekly pattern (a festival, a day off); no times means the whole day. */
export const availabilityExceptions = pgTable(
  "availability_exceptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    professionalId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date().notNull(),
    startTime: time(),
    endTime: time(),
    isAvailable: boolean().notNull().default(false),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("availability_exceptions_professional_id_date_idx").on(t.professionalId, t.date),
    check(
      "availability_exceptions_times",
      sql`(${t.startTime} is null) = (${t.endTime} is null) and (${t.endTime} is null or ${t.endTime} > ${t.startTime})`,
    ),
    check("availability_exceptions_reason_length", sql`char_length(${t.reason}) <= 200`),
  ],
);
