/** Rows written straight into a test database, past the API: people, jobs, reviews. */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { jobs, reviews, users } from "../db/schema";

type UserRow = typeof users.$inferInsert;

/** A user written straight into the database (tests only), a professional unless told otherwise. */
export async function insertUser(db: Db, values: Partial<UserRow> = {}): Promise<{ id: string }> {
  const [row] = await db
    .insert(users)
    .values({
      email: `pro-${randomBytes(5).toString("hex")}@example.np`,
      password: "not-a-real-hash",
      firstName: "Hari",
      lastName: "Karki",
      role: "professional",
      ...values,
    })
    .returning({ id: users.id });
  if (!row) throw new Error("insert returned no row");
  return row;
}

type JobRow = typeof jobs.$inferInsert;

/** A job of `customerId` in any status, hired to `professionalId` when given. */
export async function insertJob(
  db: Db,
  customerId: string,
  values: Partial<JobRow> = {},
): Promise<{ id: string }> {
  const [row] = await db
    .insert(jobs)
    .values({
      customerId,
      title: "Fix a leaking tap",
      description: "The kitchen tap drips all night.",
      skillCategory: "Plumbing",
      paymentType: "fixed",
      location: "Baneshwor, Kathmandu",
      ...values,
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function insertReview(
  db: Db,
  values: {
    jobId: string;
    customerId: string;
    professionalId: string;
    rating: number;
    comment?: string;
    createdAt?: Date;
  },
): Promise<void> {
  await db.insert(reviews).values(values);
}
