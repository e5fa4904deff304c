import { nepalDay } from "../../../domain/kathmandu-day";
import type { dailyProfessionalMetrics, reviews } from "../schema";
import { type SeededJob, WORKDAY_HOURS } from "./jobs";
import type { Random } from "./random";

const DAYS = 90;
const DAY_MS = 86_400_000;

type Day = { jobsCompleted: number; hours: number; earnings: number; ratings: number[] };

/**
 * The last 90 days of every professional who completed a job, computed from the seeded jobs and
 * reviews: jobs completed, hours worked (8 a day from the start), earnings and the average rating
 * of that day's jobs. Response time and rates are left null: no demo data measures them.
 */
export function buildMetrics(
  random: Random,
  jobs: SeededJob[],
  reviewRows: (typeof reviews.$inferInsert)[],
  now: Date,
) {
  const ratingByJob = new Map(reviewRows.map((review) => [review.jobId, review.rating]));
  const byPro = new Map<string, Map<string, Day>>();
  const dayOf = (proId: string, date: string): Day => {
    const days = byPro.get(proId) ?? new Map<string, Day>();
    byPro.set(proId, days);
    const day = days.get(date) ?? { jobsCompleted: 0, hours: 0, earnings: 0, ratings: [] };
    days.set(date, day);
    return day;
  };

  for (const job of jobs) {
    if (!job.hired || !job.completedAt || !job.startedAt) continue;
    let remaining = job.seed.hours ?? 0;
    for (let offset = 0; remaining > 0; offset++) {
      const hours = Math.min(WORKDAY_HOURS, remaining);
      dayOf(job.hired.id, nepalDay(job.startedAt.getTime() + offset * DAY_MS)).hours += hours;
      remaining -= hours;
    }
    const day = dayOf(job.hired.id, nepalDay(job.completedAt));
    day.jobsCompleted += 1;
    day.earnings += job.finalPrice ?? 0;
    const rating = ratingByJob.get(job.id);
    if (rating !== undefined) day.ratings.push(rating);
  }

  const rows: (typeof dailyProfessionalMetrics.$inferInsert)[] = [];
  for (const [professionalId, days] of byPro) {
    for (let back = DAYS - 1; back >= 0; back--) {
      const date = nepalDay(now.getTime() - back * DAY_MS);
      const day = days.get(date);
      const ratings = day?.ratings ?? [];
      rows.push({
        id: random.uuid(),
        professionalId,
        date,
        jobsCompleted: day?.jobsCompleted ?? 0,
        hoursWorked: (day?.hours ?? 0).toFixed(2),
        earnings: (day?.earnings ?? 0).toFixed(2),
        avgRating: ratings.length
          ? (ratings.reduce((sum, r) => sum + r, 0) / ratings.length).toFixed(2)
          : null,
      });
    }
  }
  return rows;
}
