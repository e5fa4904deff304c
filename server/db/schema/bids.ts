import { index, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { BID_STATUSES } from "../../../domain/bids/schemas";
import { jobs } from "./jobs";
import { users } from "./users";

export const bidStatus = pgEnum("bid_status", BID_STATUSES);

export const bids = pgTable(
  "bids",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    professionalId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: numeric({ precision: 10, scale: 2 }).notNull(),
    /** The proposal text; the bid form calls it "message". */
    description: text(),
    estimatedTime: text(),
    status: bidStatus().notNull().default("pending"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("bids_job_id_professional_id_idx").on(t.jobId, t.professionalId),
    index("bids_professional_id_idx").on(t.professionalId, t.createdAt.desc()),
  ],
);
