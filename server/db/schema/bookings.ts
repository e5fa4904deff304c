import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BOOKING_STATUSES, SERIES_EVERY } from "../../../domain/bookings/rules";
import { jobs } from "./jobs";
import { users } from "./users";

export const bookingStatus = pgEnum("booking_status", BOOKING_STATUSES);
export const bookingSeriesEvery = pgEnum("booking_series_every", SERIES_EVERY);

/**
 * A recurring booking (migration 0025): the same time every week or two weeks, `count` times. Each
 * occurrence is a booking of its own (series_id, series_index from 1); the professional answers
 * them together.
 */
export const bookingSeries = pgTable("booking_series", {
  id: uuid().primaryKey().defaultRandom(),
  customerId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  professionalId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  every: bookingSeriesEvery().notNull(),
  count: smallint().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's request for a professional's time, and the job it books. Migrations 0019 and 0023
 * add what Drizzle cannot say: the exclusion constraint `bookings_no_overlap` (no two holding
 * bookings of one professional share time: [starts_at, held_until) and, while a reschedule waits,
 * [pending_starts_at, pending_held_until)), the trigger that cancels a booking whose job is
 * cancelled, and professional_cancellation_rate.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    professionalId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: bookingStatus().notNull().default("requested"),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** The end plus the professional's buffer: the time this booking keeps from any other. */
    heldUntil: timestamp({ withTimezone: true }).notNull(),
    /** The start first asked for (startsAt moves when the professional proposes another). */
    requestedStartsAt: timestamp({ withTimezone: true }).notNull(),
    estimatedHours: numeric({ precision: 3, scale: 1 }).notNull(),
    hourlyRate: numeric({ precision: 10, scale: 2 }).notNull(),
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    /** When it expires unanswered. */
    answerBy: timestamp({ withTimezone: true }).notNull(),
    declineReason: text(),
    answeredAt: timestamp({ withTimezone: true }),
    cancelledBy: uuid().references(() => users.id, { onDelete: "set null" }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    /** Cancelled inside the free-cancellation window before the start. */
    cancelledLate: boolean().notNull().default(false),
    /** Another time one side asked for, held while the other side answers. */
    pendingStartsAt: timestamp({ withTimezone: true }),
    pendingEndsAt: timestamp({ withTimezone: true }),
    pendingHeldUntil: timestamp({ withTimezone: true }),
    pendingRequestedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    pendingAnswerBy: timestamp({ withTimezone: true }),
    remindedDayAt: timestamp({ withTimezone: true }),
    remindedHourAt: timestamp({ withTimezone: true }),
    /** The recurring booking this is an occurrence of, and which one (1 to its count). */
    seriesId: uuid().references(() => bookingSeries.id, { onDelete: "cascade" }),
    seriesIndex: smallint(),
    /** The customer reported after the start that the professional did not come. */
    noShowReportedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("bookings_job_id_unique").on(t.jobId),
    uniqueIndex("bookings_series_index_unique")
      .on(t.seriesId, t.seriesIndex)
      .where(sql`${t.seriesId} is not null`),
    index("bookings_customer_starts_idx").on(t.customerId, t.startsAt),
    index("bookings_professional_starts_idx").on(t.professionalId, t.startsAt),
    index("bookings_waiting_answer_by_idx")
      .on(t.answerBy)
      .where(sql`${t.status} in ('requested', 'proposed')`),
    index("bookings_pending_answer_by_idx")
      .on(t.pendingAnswerBy)
      .where(sql`${t.pendingAnswerBy} is not null`),
    index("bookings_accepted_starts_idx")
      .on(t.startsAt)
      .where(sql`${t.status} = 'accepted' and ${t.remindedHourAt} is null`),
  ],
);

/** What a customer owes for cancelling an agreed booking late: recorded now, charged once payments exist. */
export const bookingFees = pgTable(
  "booking_fees",
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull().default("late_cancellation"),
    percent: integer().notNull(),
    amount: numeric({ precision: 10, scale: 2 }).notNull(),
    chargedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("booking_fees_booking_kind_unique").on(t.bookingId, t.kind)],
);
