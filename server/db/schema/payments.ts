import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
} from "../../../domain/payments/rules";
import { trainingEnrollments } from "./enrollments";
import { jobs } from "./jobs";
import { orders } from "./orders";
import { users } from "./users";

export const paymentProvider = pgEnum("payment_provider", PAYMENT_PROVIDERS);
export const paymentStatus = pgEnum("payment_status", PAYMENT_STATUSES);
export const payoutMethod = pgEnum("payout_method", PAYOUT_METHODS);
export const payoutStatus = pgEnum("payout_status", PAYOUT_STATUSES);

const paisa = (name?: string) => (name ? bigint(name, { mode: "number" }) : bigint({ mode: "number" }));

/**
 * A customer's payment for a job (migration 0026), through a gateway (gatewayRef is its name there)
 * or cash, or for a shop order or a course fee (0027), through a gateway: exactly one of jobId,
 * orderId and enrollmentId is set, and professionalId only with jobId. At most one payment of a job
 * is held, released or recorded as cash, of an order or an enrolment captured (partial unique
 * indexes). Money moves only through ledger_entries; this row says where the payment stands.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid().references(() => jobs.id, { onDelete: "restrict" }),
    orderId: uuid().references(() => orders.id, { onDelete: "restrict" }),
    enrollmentId: uuid().references(() => trainingEnrollments.id, { onDelete: "restrict" }),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    professionalId: uuid().references(() => users.id, { onDelete: "restrict" }),
    provider: paymentProvider().notNull(),
    status: paymentStatus().notNull().default("pending"),
    amountPaisa: paisa().notNull(),
    /** The commission the professional was shown when the payment was made. */
    commissionPercent: numeric({ precision: 5, scale: 2 }).notNull(),
    gatewayRef: text(),
    transactionId: text(),
    refundPaisa: paisa().notNull().default(0),
    refundSettledAt: timestamp({ withTimezone: true }),
    refundReference: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    releasedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    /** When the gateway's status API was last asked about it. */
    checkedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_gateway_ref_unique")
      .on(t.provider, t.gatewayRef)
      .where(sql`${t.gatewayRef} is not null`),
    index("payments_job_idx").on(t.jobId, t.createdAt),
    index("payments_professional_idx").on(t.professionalId, t.status),
    index("payments_order_idx").on(t.orderId, t.createdAt).where(sql`${t.orderId} is not null`),
    index("payments_enrollment_idx")
      .on(t.enrollmentId, t.createdAt)
      .where(sql`${t.enrollmentId} is not null`),
    uniqueIndex("payments_order_settled_unique")
      .on(t.orderId)
      .where(sql`${t.status} in ('held', 'released')`),
    uniqueIndex("payments_enrollment_settled_unique")
      .on(t.enrollmentId)
      .where(sql`${t.status} in ('held', 'released')`),
    check("payments_one_purpose", sql`num_nonnulls(${t.jobId}, ${t.orderId}, ${t.enrollmentId}) = 1`),
    check("payments_professional_of_job", sql`(${t.jobId} is null) = (${t.professionalId} is null)`),
    check("payments_sale_by_gateway", sql`${t.jobId} is not null or ${t.provider} <> 'cash'`),
  ],
);

/** One side of a transfer of money between accounts (domain/payments/accounts.ts names them). */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    transferId: uuid().notNull(),
    kind: text().notNull(),
    account: text().notNull(),
    amountPaisa: paisa().notNull(),
    paymentId: uuid().references(() => payments.id, { onDelete: "restrict" }),
    payoutId: uuid(),
    memo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ledger_entries_account_idx").on(t.account, t.createdAt)],
);

/** A professional's request to be paid their balance, and an admin's answer. */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid().primaryKey().defaultRandom(),
    professionalId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amountPaisa: paisa().notNull(),
    method: payoutMethod().notNull(),
    destination: text().notNull(),
    status: payoutStatus().notNull().default("requested"),
    reference: text(),
    note: text(),
    decidedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("payouts_professional_idx").on(t.professionalId, t.requestedAt)],
);

/** A customer's report of a problem with paid work, which keeps its money held until an admin decides. */
export const paymentDisputes = pgTable(
  "payment_disputes",
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    openedBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    reason: text().notNull(),
    outcome: text(),
    refundPaisa: paisa(),
    note: text(),
    resolvedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("payment_disputes_payment_unique").on(t.paymentId)],
);
