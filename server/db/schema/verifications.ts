import { index, integer, numeric, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { VERIFICATION_STATUSES, VERIFICATION_TYPES } from "../../../domain/verification/schemas";
import { users } from "./users";

export const verificationType = pgEnum("verification_type", VERIFICATION_TYPES);
export const verificationStatus = pgEnum("verification_status", VERIFICATION_STATUSES);

export const verifications = pgTable(
  "verifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verificationType: verificationType().notNull(),
    documentUrl: text().notNull(),
    /** Where the storage keeps the file (a server-generated name); never shown to clients. */
    storageKey: text(),
    /** The type found in the file's content (JPEG, PNG, WebP or PDF), its size and the name it was uploaded with. */
    contentType: text(),
    fileSize: integer(),
    fileName: text(),
    status: verificationStatus().notNull().default("pending"),
    aiScore: numeric({ precision: 5, scale: 2 }),
    adminNotes: text(),
    approvedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
    /** An approval withdrawn later: when, by which admin, and the reason the professional is told. */
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    revokeReason: text(),
  },
  (t) => [
    index("verifications_user_id_idx").on(t.userId),
    index("verifications_status_submitted_at_idx").on(t.status, t.submittedAt),
  ],
);
