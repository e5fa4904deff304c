import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A photo a user uploaded for a job (mediaUrls point at /api/media/:id): readable by anyone with its random id. */
export const mediaUploads = pgTable(
  "media_uploads",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The storage's server-generated name; never shown to clients. */
    storageKey: text().notNull(),
    /** Found from the content (JPEG, PNG or WebP). */
    contentType: text().notNull(),
    fileSize: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_uploads_owner_id_idx").on(t.ownerId)],
);
