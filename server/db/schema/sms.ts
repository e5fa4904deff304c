import { bigserial, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Every SMS Sipalu sent (or tried to): each phone's daily cap counts them. */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    phone: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    purpose: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_messages_phone_sent_at_idx").on(t.phone, t.sentAt)],
);

/** A one-time code sent to a phone: its keyed hash, tries, expiry, and when it was used. */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    phone: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("phone_codes_phone_idx").on(t.phone, t.purpose, t.createdAt.desc())],
);
