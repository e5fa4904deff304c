import { sql } from "drizzle-orm";
import {
  index,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CHANGE_STATUSES, type LineKind, QUOTE_STATUSES } from "../../../domain/quotes/rules";
import { jobs } from "./jobs";
import { users } from "./users";

export const quoteStatus = pgEnum("quote_status", QUOTE_STATUSES);
export const changeStatus = pgEnum("change_status", CHANGE_STATUSES);

/** A line as stored: the amount as money text ("1500.00"), as numeric columns read back. */
export type StoredLine = { kind: LineKind; description: string; amount: string };

/** A professional's quote on an hourly or contact job (migration 0024). */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    professionalId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lines: jsonb().$type<StoredLine[]>().notNull(),
    total: numeric({ precision: 10, scale: 2 }).notNull(),
    message: text(),
    validUntil: timestamp({ withTimezone: true }),
    status: quoteStatus().notNull().default("pending"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("quotes_one_pending_idx").on(t.jobId, t.professionalId).where(sql`${t.status} = 'pending'`),
    index("quotes_job_id_idx").on(t.jobId, t.createdAt),
  ],
);

/** An extra the hired professional asks for on a job in progress; approved, it grows the final price. */
export const jobChanges = pgTable(
  "job_changes",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    professionalId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lines: jsonb().$type<StoredLine[]>().notNull(),
    total: numeric({ precision: 10, scale: 2 }).notNull(),
    reason: text().notNull(),
    status: changeStatus().notNull().default("pending"),
    priceBefore: numeric({ precision: 10, scale: 2 }),
    priceAfter: numeric({ precision: 10, scale: 2 }),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("job_changes_one_pending_idx").on(t.jobId).where(sql`${t.status} = 'pending'`),
    index("job_changes_job_id_idx").on(t.jobId, t.createdAt),
  ],
);
