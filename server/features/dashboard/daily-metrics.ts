import { and, eq, sql } from "drizzle-orm";
import { NEPAL_TIME_ZONE } from "../../../domain/kathmandu-day";
import type { DbOrTx } from "../../db/client";
import { jobs, dailyProfessionalMetrics as metrics, reviews } from "../../db/schema";

/** The Nepali calendar day of a timestamp column, as "YYYY-MM-DD". */
export const nepalDayOf = (column: typeof jobs.completedAt) =>
  sql<string>`((${column} at time zone ${sql.raw(`'${NEPAL_TIME_ZONE}'`)})::date)::text`;

/**
 * Recomputes one professional's row for one Nepali day from the jobs they completed that day and
 * the reviews of those jobs: jobs completed, hours worked (the jobs' actual durations, at most 24),
 * earnings (final prices) and average rating. Response time and the rates are not measured per
 * day, so they keep whatever they hold. The caller's transaction must hold the professional's row
 * (lockProfessional) from before its own write: the upsert counts from what has committed, so two
 * completions or reviews counting side by side would each leave the other's job out.
 */
export async function recordDailyMetrics(db: DbOrTx, professionalId: string, day: string): Promise<void> {
  await db.execute(sql`
    insert into ${metrics} (professional_id, date, jobs_completed, hours_worked, earnings, avg_rating)
    select ${professionalId}, ${day}::date, count(*)::int,
      least(coalesce(sum(${jobs.actualDuration}), 0) / 60.0, 24)::numeric(5, 2),
      coalesce(sum(${jobs.finalPrice}), 0),
      round(avg(${reviews.rating}), 2)
    from ${jobs} left join ${reviews} on ${reviews.jobId} = ${jobs.id}
    where ${jobs.hiredProfessionalId} = ${professionalId}
      and ${jobs.status} = 'completed'
      and ${nepalDayOf(jobs.completedAt)} = ${day}
    on conflict (professional_id, date) do update set
      jobs_completed = excluded.jobs_completed,
      hours_worked = excluded.hours_worked,
      earnings = excluded.earnings,
      avg_rating = excluded.avg_rating`);
}

/**
 * For the job services: after a job completes or its review lands, the day it was completed is
 * recomputed for its professional, inside the caller's transaction.
 */
export async function recordDailyMetricsOfJob(db: DbOrTx, jobId: string): Promise<void> {
  const [job] = await db
    .select({ professionalId: jobs.hiredProfessionalId, day: nepalDayOf(jobs.completedAt) })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.status, "completed")));
  if (job?.professionalId && job.day) await recordDailyMetrics(db, job.professionalId, job.day);
}
