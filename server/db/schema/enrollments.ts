import { index, numeric, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { ENROLLMENT_STATUSES } from "../../../domain/training/catalogue";
import { trainingPrograms } from "./training";
import { users } from "./users";

export const enrollmentStatus = pgEnum("enrollment_status", ENROLLMENT_STATUSES);

/** A user's place on a course: free courses are enrolled at once, paid ones wait for payment. */
export const trainingEnrollments = pgTable(
  "training_enrollments",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: uuid()
      .notNull()
      .references(() => trainingPrograms.id, { onDelete: "cascade" }),
    status: enrollmentStatus().notNull(),
    /** The course price when the user enrolled. */
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("training_enrollments_user_program_unique").on(t.userId, t.programId),
    index("training_enrollments_program_id_idx").on(t.programId),
  ],
);
