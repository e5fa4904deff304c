import { and, avg, count, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { asNumber } from "../../db/numbers";
import { instantDispatches, jobs, users } from "../../db/schema";

/** The requests still waiting that were offered to a professional, newest first. */
export async function findOpenOffers(
  db: DbOrTx,
  professionalId: string,
  filter: { dispatchedAfter: Date; category?: string; withinM?: number },
) {
  return db
    .select({
      jobId: jobs.id,
      title: jobs.title,
      description: jobs.description,
      skillCategory: jobs.skillCategory,
      location: jobs.location,
      urgency: jobs.urgency,
      distanceM: instantDispatches.distanceM,
      createdAt: jobs.createdAt,
      dispatchedAt: jobs.dispatchedAt,
      customerFirstName: users.firstName,
      customerLastName: users.lastName,
    })
    .from(instantDispatches)
    .innerJoin(jobs, eq(jobs.id, instantDispatches.jobId))
    .innerJoin(users, eq(users.id, jobs.customerId))
    .where(
      and(
        eq(instantDispatches.professionalId, professionalId),
        eq(jobs.jobType, "instant"),
        eq(jobs.status, "dispatched"),
        gt(jobs.dispatchedAt, filter.dispatchedAfter),
        filter.category ? sql`lower(${jobs.skillCategory}) = lower(${filter.category})` : undefined,
        filter.withinM === undefined ? undefined : sql`${instantDispatches.distanceM} <= ${filter.withinM}`,
      ),
    )
    .orderBy(desc(jobs.dispatchedAt), desc(jobs.id))
    .limit(50);
}

/** How fast and for how much a professional has taken instant jobs. */
export async function findInstantRecord(db: DbOrTx, professionalId: string) {
  const mine = and(eq(jobs.jobType, "instant"), eq(jobs.hiredProfessionalId, professionalId));
  const [taken] = await db
    .select({
      acceptedCount: count(),
      avgResponseMinutes: asNumber<number | null>(
        sql`round((avg(extract(epoch from (${jobs.acceptedAt} - ${jobs.dispatchedAt}))) / 60)::numeric, 1)`,
      ),
    })
    .from(jobs)
    .where(and(mine, isNotNull(jobs.acceptedAt), isNotNull(jobs.dispatchedAt)));
  const [paid] = await db
    .select({ avgInstantPay: asNumber<number | null>(sql`round(${avg(jobs.finalPrice)})`) })
    .from(jobs)
    .where(and(mine, eq(jobs.status, "completed"), isNotNull(jobs.finalPrice)));
  return {
    acceptedCount: taken?.acceptedCount ?? 0,
    avgResponseMinutes: taken?.avgResponseMinutes ?? null,
    avgInstantPay: paid?.avgInstantPay ?? null,
  };
}
