import { count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { asNumber } from "../../db/numbers";
import { jobs, reviews, users } from "../../db/schema";
import { completedBy } from "./queries";

type Page = { limit: number; offset: number };

/** Reviews of a professional, newest first, with the reviewer's name and the job's title. */
export async function findReviewsOf(db: DbOrTx, professionalId: string, page: Page) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      customerFirstName: users.firstName,
      customerLastName: users.lastName,
      jobTitle: jobs.title,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.customerId))
    .innerJoin(jobs, eq(jobs.id, reviews.jobId))
    .where(eq(reviews.professionalId, professionalId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countReviewsOf(db: DbOrTx, professionalId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(reviews)
    .where(eq(reviews.professionalId, professionalId));
  return row?.total ?? 0;
}

/** Their completed jobs, most recently completed first ("Recent Tasks"). */
export async function findCompletedJobsOf(db: DbOrTx, professionalId: string, page: Page) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      skillCategory: jobs.skillCategory,
      completedAt: jobs.completedAt,
      finalPrice: asNumber<number | null>(jobs.finalPrice),
    })
    .from(jobs)
    .where(completedBy(professionalId))
    .orderBy(sql`${jobs.completedAt} desc nulls last`, desc(jobs.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCompletedJobsOf(db: DbOrTx, professionalId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(jobs).where(completedBy(professionalId));
  return row?.total ?? 0;
}
