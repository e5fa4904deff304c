import { and, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { isoDates } from "../../db/iso-dates";
import { jobs, reviews, users } from "../../db/schema";

const customer = alias(users, "customer");
const professional = alias(users, "professional");

/** The best recent written reviews, one per professional. */
export async function findReviewHighlights(db: DbOrTx, limit: number) {
  const best = db
    .selectDistinctOn([reviews.professionalId], {
      id: reviews.id,
      rating: reviews.rating,
      comment: sql<string>`${reviews.comment}`.as("comment"),
      createdAt: reviews.createdAt,
      customerName: sql<string>`${customer.firstName} || ' ' || ${customer.lastName}`.as("customer_name"),
      customerLocation: sql<string | null>`${customer.location}`.as("customer_location"),
      professionalName: sql<string>`${professional.firstName} || ' ' || ${professional.lastName}`.as(
        "professional_name",
      ),
      skill: sql<string>`${jobs.skillCategory}`.as("skill"),
    })
    .from(reviews)
    .innerJoin(customer, eq(customer.id, reviews.customerId))
    .innerJoin(professional, eq(professional.id, reviews.professionalId))
    .innerJoin(jobs, eq(jobs.id, reviews.jobId))
    .where(and(gte(reviews.rating, 4), isNotNull(reviews.comment), sql`length(${reviews.comment}) >= 20`))
    .orderBy(reviews.professionalId, desc(reviews.rating), desc(reviews.createdAt))
    .as("best");
  const rows = await db.select().from(best).orderBy(desc(best.rating), desc(best.createdAt)).limit(limit);
  return rows.map(({ createdAt: _createdAt, ...row }) => row);
}

const reviewColumns = {
  id: reviews.id,
  jobId: reviews.jobId,
  customerId: reviews.customerId,
  professionalId: reviews.professionalId,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
};

export async function insertReview(db: DbOrTx, values: typeof reviews.$inferInsert) {
  const [row] = await db.insert(reviews).values(values).returning(reviewColumns);
  if (!row) throw new Error("insert returned no row");
  return isoDates(row);
}

export async function findReviewsOfJobs(db: DbOrTx, jobIds: string[]) {
  if (jobIds.length === 0) return [];
  const rows = await db.select(reviewColumns).from(reviews).where(inArray(reviews.jobId, jobIds));
  return rows.map(isoDates);
}
