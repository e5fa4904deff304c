import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { users } from "./users";

export const messages = pgTable(
  "messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The job the conversation is about; the conversation outlives a deleted job. */
    jobId: uuid().references(() => jobs.id, { onDelete: "set null" }),
    content: text().notNull(),
    attachmentUrls: text().array().notNull().default(sql`'{}'::text[]`),
    isRead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_receiver_id_is_read_idx").on(t.receiverId, t.isRead),
    index("messages_sender_receiver_created_at_idx").on(t.senderId, t.receiverId, t.createdAt),
    index("messages_job_id_idx").on(t.jobId),
  ],
);
