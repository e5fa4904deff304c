import { and, desc, eq, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { shortName } from "../../../domain/professionals/rules";
import { TESTIMONIAL_MIN_PROFESSIONALS } from "../../../domain/reviews/rules";
import type { DbOrTx } from "../../db/client";
import { isoDates } from "../../db/iso-dates";
import { jobs, reviews, users } from "../../db/schema";

const customer = alias(users, "customer");
const professional = alias(users, "professional");

/**
 * Testimonials are only as honest as the people behind them: a review counts when its professional
 * is verified, neither side is suspended, and its customer has had completed work from at least two
 * different professionals (so one person with a second account cannot write the landing page).
 */
const trustedReview = and(
  eq(professional.isVerified, true),
  isNull(professional.suspendedAt),
  isNull(customer.suspendedAt),
  sql`(select count(distinct customer_jobs.hired_professional_id) from ${jobs} as customer_jobs
    where customer_jobs.customer_id = ${reviews.customerId} and customer_jobs.status = 'completed') >= ${TESTIMONIAL_MIN_PROFESSIONALS}`,
);

/**
 * The best recent written reviews, one per professional, from trusted reviews only; the customer
 * is named by first name and last initial ("Sita S.").
 */
export async function findReviewHighlights(db: DbOrTx, limit: number) {
  const best = db
    .selectDistinctOn([reviews.professionalId], {
      id: reviews.id,
      rating: reviews.rating,
      comment: sql<string>`${reviews.comment}`.as("comment"),
      createdAt: reviews.createdAt,
      customerFirstName: sql<string>`${customer.firstName}`.as("customer_first_name"),
      customerLastName: sql<string>`${customer.lastName}`.as("customer_last_name"),
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
    .where(
      and(
        gte(reviews.rating, 4),
        isNotNull(reviews.comment),
        sql`length(${reviews.comment}) >= 20`,
        trustedReview,
      ),
    )
    .orderBy(reviews.professionalId, desc(reviews.rating), desc(reviews.createdAt))
    .as("best");
  const rows = await db.select().from(best).orderBy(desc(best.rating), desc(best.createdAt)).limit(limit);
  return rows.map(({ createdAt: _createdAt, customerFirstName, customerLastName, ...row }) => ({
    ...row,
    customerName: shortName(customerFirstName, customerLastName),
  }));
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
