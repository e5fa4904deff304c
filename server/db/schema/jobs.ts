import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { JobFieldChange } from "../../../domain/jobs/edit";
import { JOB_TYPES, PAYMENT_TYPES, URGENCIES } from "../../../domain/jobs/schemas";
import { JOB_STATUSES } from "../../../domain/jobs/status";
import { users } from "./users";

export const jobStatus = pgEnum("job_status", JOB_STATUSES);
export const paymentType = pgEnum("payment_type", PAYMENT_TYPES);
export const jobUrgency = pgEnum("job_urgency", URGENCIES);
export const jobType = pgEnum("job_type", JOB_TYPES);

/** A step of a job the customer pays for separately (SPEC §3 "milestones (structured)"). */
export type JobMilestone = {
  title: string;
  amount?: number;
  dueDate?: string;
  completedAt?: string | null;
};

export const jobs = pgTable(
  "jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull(),
    aiSummary: text(),
    mediaUrls: text().array().notNull().default(sql`'{}'::text[]`),
    skillCategory: text().notNull(),
    paymentType: paymentType().notNull(),
    budget: numeric({ precision: 10, scale: 2 }),
    location: text().notNull(),
    /** The district and province of the location, from the gazetteer when posted (domain/estimates/areas.ts jobArea); null when it names no known place. */
    district: text(),
    province: text(),
    urgency: jobUrgency().notNull().default("moderate"),
    status: jobStatus().notNull().default("open"),
    hiredProfessionalId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Book Now: the professional the customer addressed the job to when posting it. */
    invitedProfessionalId: uuid().references(() => users.id, { onDelete: "set null" }),
    finalPrice: numeric({ precision: 10, scale: 2 }),
    /** Schedule Later: the instant request nobody took that this job was made from (once per request). */
    sourceJobId: uuid().references((): AnyPgColumn => jobs.id, { onDelete: "set null" }),
    jobType: jobType().notNull().default("bidding"),
    scheduledAt: timestamp({ withTimezone: true }),
    customerLatitude: numeric({ precision: 10, scale: 7 }),
    customerLongitude: numeric({ precision: 10, scale: 7 }),
    dispatchedAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** Minutes. */
    estimatedDuration: integer(),
    /** Minutes. */
    actualDuration: integer(),
    milestones: jsonb().$type<JobMilestone[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("jobs_status_created_at_idx").on(t.status, t.createdAt.desc()),
    index("jobs_customer_id_idx").on(t.customerId),
    index("jobs_hired_professional_id_idx").on(t.hiredProfessionalId),
    index("jobs_invited_professional_id_idx")
      .on(t.invitedProfessionalId)
      .where(sql`${t.invitedProfessionalId} is not null`),
    uniqueIndex("jobs_source_job_id_unique").on(t.sourceJobId).where(sql`${t.sourceJobId} is not null`),
    // The job list by category and status, newest first: a page reads its rows in order and stops.
    index("jobs_category_status_created_idx").on(
      t.skillCategory,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("jobs_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("jobs_location_trgm_idx").using("gin", t.location.op("gin_trgm_ops")),
    index("jobs_customer_earth_idx")
      .using("gist", sql`ll_to_earth(${t.customerLatitude}::float8, ${t.customerLongitude}::float8)`)
      .where(sql`${t.customerLatitude} is not null and ${t.customerLongitude} is not null`),
  ],
);

/** Every status change of a job: who moved it from what to what (SPEC §3, §4). */
export const jobStatusEvents = pgTable(
  "job_status_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** Null for the event that records the job being posted. */
    previousStatus: jobStatus(),
    newStatus: jobStatus().notNull(),
    /** Null when the system made the change (e.g. dispatching an instant job). */
    triggeredBy: uuid().references(() => users.id, { onDelete: "set null" }),
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_status_events_job_id_idx").on(t.jobId, t.createdAt),
    // The answers a professional gave (their track record, migration 0022).
    index("job_status_events_triggered_by_idx")
      .on(t.triggeredBy, t.createdAt)
      .where(sql`${t.triggeredBy} is not null`),
  ],
);

/** One edit of an open job by its customer: each changed field with its value before and after. */
export const jobEdits = pgTable(
  "job_edits",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    editedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    changes: jsonb().$type<JobFieldChange[]>().notNull(),
    /** The clock at insert (after the job's row lock), not the transaction's start: orders a job's edits. */
    createdAt: timestamp({ withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index("job_edits_job_id_created_at_idx").on(t.jobId, t.createdAt)],
);
