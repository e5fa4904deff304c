import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Professionals a user saved ("Save Professional" in the professional dialog). */
export const savedProfessionals = pgTable(
  "saved_professionals",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    professionalId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.professionalId] }),
    index("saved_professionals_professional_id_idx").on(t.professionalId),
  ],
);
