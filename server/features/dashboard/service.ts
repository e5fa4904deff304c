import type { CurrentUser } from "../../../domain/auth/user";
import {
  buildHeatmap,
  type DashboardCalendar,
  type DashboardMetrics,
  heatmapStart,
  monthlyTotals,
  profileCompleteness,
  successRate,
  TREND_MONTHS,
  trendStart,
  weeklyTotals,
} from "../../../domain/dashboard/schemas";
import { addDays, nepalDay } from "../../../domain/kathmandu-day";
import { shortName } from "../../../domain/professionals/rules";
import type { Db } from "../../db/client";
import { appError } from "../../errors";
import { findUpcomingDaysOff } from "../availability/queries";
import {
  countActiveProjects,
  countWeeklyBlocks,
  findBidCounts,
  findCategoryTotals,
  findCompletedByDay,
  findCompletedTotals,
  findDashboardProfessional,
  findOpenJobsNearby,
  findRatingCounts,
  findRecentResponseTime,
  findSchedule,
} from "./queries";

const SCHEDULE_SIZE = 6;
const DAYS_OFF_SIZE = 3;
const LOCALITIES_SIZE = 6;
const RESPONSE_WINDOW_DAYS = 30;

/**
 * The professional dashboard, computed from their jobs, bids, reviews, availability and daily
 * metrics. Days are Nepali calendar days (Asia/Kathmandu); weeks start on Sunday; months are
 * Gregorian or Bikram Sambat as asked.
 */
export async function getDashboardMetrics(
  db: Db,
  me: CurrentUser,
  professionalId: string,
  calendar: DashboardCalendar = "ad",
  now = new Date(),
): Promise<DashboardMetrics> {
  const mine = me.role === "professional" && me.id === professionalId;
  if (!mine && me.role !== "admin") throw appError("dashboard.forbidden");
  const pro = await findDashboardProfessional(db, professionalId);
  if (!pro) throw appError("professional.not_found");

  const today = nepalDay(now);
  const fromDay = [heatmapStart(today), trendStart(today, calendar)].sort()[0] ?? today;
  const hasHome = pro.homeLatitude !== null && pro.homeLongitude !== null;
  const [totals, byDay, categories, bidCounts, activeProjects, ratingCounts, schedule, daysOff] =
    await Promise.all([
      findCompletedTotals(db, professionalId),
      findCompletedByDay(db, professionalId, fromDay),
      findCategoryTotals(db, professionalId),
      findBidCounts(db, professionalId),
      countActiveProjects(db, professionalId),
      findRatingCounts(db, professionalId),
      findSchedule(db, professionalId, SCHEDULE_SIZE),
      findUpcomingDaysOff(db, professionalId, today, DAYS_OFF_SIZE),
    ]);
  const [recentResponse, weeklyBlocks, nearby] = await Promise.all([
    findRecentResponseTime(db, professionalId, addDays(today, -RESPONSE_WINDOW_DAYS + 1)),
    countWeeklyBlocks(db, professionalId),
    hasHome
      ? findOpenJobsNearby(
          db,
          { latitude: pro.homeLatitude ?? 0, longitude: pro.homeLongitude ?? 0, radiusKm: pro.serviceRadius },
          professionalId,
        )
      : Promise.resolve([]),
  ]);

  const months = monthlyTotals(today, byDay, TREND_MONTHS, calendar);
  const distribution = [1, 2, 3, 4, 5].map((stars) => ({
    stars,
    count: ratingCounts.find((row) => row.stars === stars)?.count ?? 0,
  }));
  const reviewCount = distribution.reduce((sum, row) => sum + row.count, 0);
  const starSum = distribution.reduce((sum, row) => sum + row.stars * row.count, 0);
  const heatmap = buildHeatmap(today, byDay);

  return {
    professionalId,
    today,
    calendar,
    earnings: {
      total: totals.earnings,
      thisMonth: months.at(-1)?.earnings ?? 0,
      lastMonth: months.at(-2)?.earnings ?? 0,
    },
    bids: { ...bidCounts, successRate: successRate(bidCounts.accepted, bidCounts.total) },
    activeProjects,
    completedJobs: totals.jobs,
    rating: {
      average: reviewCount > 0 ? Math.round((starSum / reviewCount) * 100) / 100 : null,
      count: reviewCount,
      distribution,
    },
    heatmap: {
      total: heatmap.reduce((sum, week) => sum + week.days.reduce((days, day) => days + day.jobs, 0), 0),
      weeks: heatmap,
    },
    earningsTrend: months,
    weeklyEarnings: weeklyTotals(today, byDay),
    categories,
    schedule: schedule.map(({ customerFirstName, customerLastName, ...job }) => ({
      ...job,
      scheduledAt: job.scheduledAt?.toISOString() ?? null,
      acceptedAt: job.acceptedAt?.toISOString() ?? null,
      startedAt: job.startedAt?.toISOString() ?? null,
      customerName: shortName(customerFirstName, customerLastName),
    })),
    daysOff,
    responseTime: {
      minutes: pro.responseTime,
      recentMinutes: recentResponse === null ? null : Math.round(recentResponse),
      acceptanceRate: pro.acceptanceRate,
      cancellationRate: pro.cancellationRate ?? 0,
    },
    serviceArea: {
      radiusKm: pro.serviceRadius,
      hasHome,
      openJobs: nearby.reduce((sum, place) => sum + place.jobs, 0),
      localities: nearby.slice(0, LOCALITIES_SIZE),
    },
    profile: profileCompleteness({ ...pro, hasHome, weeklyBlocks }),
  };
}
