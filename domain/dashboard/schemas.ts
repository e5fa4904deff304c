import { z } from "zod";
import { addDays, addMonths, weekStart } from "../kathmandu-day";
import { AcceptanceRate, CancellationRate, ResponseMinutes } from "../professionals/track-record";
import { DASHBOARD_CALENDARS, type DashboardCalendar, monthIn, monthStartIn } from "./calendar";

export { DASHBOARD_CALENDARS, type DashboardCalendar, monthIn } from "./calendar";

/** GET /api/professionals/metrics/:id?calendar=bs: the calendar of the monthly figures. */
export const DashboardQuery = z.object({
  calendar: z
    .enum(DASHBOARD_CALENDARS, { error: "Calendar must be ad or bs" })
    .default("ad")
    .describe("The calendar of the monthly figures: ad (Gregorian, YYYY-MM) or bs (Bikram Sambat, YYYY-MM)"),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/** SPEC §9: the activity heatmap shows 53 weeks (about a year), Sunday to Saturday columns. */
export const HEATMAP_WEEKS = 53;
export const TREND_MONTHS = 12;
export const WEEKLY_WEEKS = 8;

/** SPEC §9: level 0 for no jobs, then up to 2, up to 5, and above 5 jobs a day. */
export function heatmapLevel(jobs: number): 0 | 1 | 2 | 3 {
  if (jobs <= 0) return 0;
  if (jobs <= 2) return 1;
  if (jobs <= 5) return 2;
  return 3;
}

/** The first day the heatmap shows: the Sunday 52 weeks before this week's Sunday. */
export function heatmapStart(today: string): string {
  return addDays(weekStart(today), -(HEATMAP_WEEKS - 1) * 7);
}

/** The first day the monthly trend covers: the 1st of the month 11 months back (in that calendar). */
export function trendStart(today: string, calendar: DashboardCalendar = "ad"): string {
  return monthStartIn(calendar, addMonths(monthIn(calendar, today), -(TREND_MONTHS - 1)));
}

/** Completed jobs and what they earned on one Nepali day. */
export type DayTotal = { day: string; jobs: number; earnings: number };

export const HeatmapDay = z.object({ date: z.string(), jobs: z.number().int(), level: z.number().int() });
export type HeatmapDay = z.infer<typeof HeatmapDay>;
export const HeatmapWeek = z.object({ start: z.string(), days: z.array(HeatmapDay) });
export type HeatmapWeek = z.infer<typeof HeatmapWeek>;

/** 53 weeks from `heatmapStart` to today, Sunday first; the current week stops at today. */
export function buildHeatmap(today: string, totals: readonly DayTotal[]): HeatmapWeek[] {
  const jobsOn = new Map(totals.map((total) => [total.day, total.jobs]));
  const start = heatmapStart(today);
  const weeks: HeatmapWeek[] = [];
  for (let week = 0; week < HEATMAP_WEEKS; week++) {
    const weekFirst = addDays(start, week * 7);
    const days: HeatmapDay[] = [];
    for (let offset = 0; offset < 7; offset++) {
      const date = addDays(weekFirst, offset);
      if (date > today) break;
      const jobs = jobsOn.get(date) ?? 0;
      days.push({ date, jobs, level: heatmapLevel(jobs) });
    }
    weeks.push({ start: weekFirst, days });
  }
  return weeks;
}

export const PeriodTotal = z.object({
  /** "YYYY-MM" for months (BS months when asked), the Sunday "YYYY-MM-DD" for weeks. */
  period: z.string(),
  jobs: z.number().int(),
  earnings: z.number(),
});
export type PeriodTotal = z.infer<typeof PeriodTotal>;

function sumInto(periods: string[], totals: readonly DayTotal[], periodOf: (day: string) => string) {
  const sums = new Map(periods.map((period) => [period, { period, jobs: 0, earnings: 0 }]));
  for (const total of totals) {
    const sum = sums.get(periodOf(total.day));
    if (!sum) continue;
    sum.jobs += total.jobs;
    sum.earnings += total.earnings;
  }
  return periods.map((period) => {
    const sum = sums.get(period) ?? { period, jobs: 0, earnings: 0 };
    return { ...sum, earnings: Math.round(sum.earnings * 100) / 100 };
  });
}

/**
 * The last `count` months up to this one, oldest first, with every month present (zero if idle),
 * in the calendar asked for: BS months have 12 a year as AD months do, so the same steps count them.
 */
export function monthlyTotals(
  today: string,
  totals: readonly DayTotal[],
  count = TREND_MONTHS,
  calendar: DashboardCalendar = "ad",
) {
  const thisMonth = monthIn(calendar, today);
  const months = Array.from({ length: count }, (_, i) => addMonths(thisMonth, i - count + 1));
  return sumInto(months, totals, (day) => monthIn(calendar, day));
}

/** The last `count` Sunday-to-Saturday weeks up to this one, oldest first, keyed by their Sunday. */
export function weeklyTotals(today: string, totals: readonly DayTotal[], count = WEEKLY_WEEKS) {
  const thisWeek = weekStart(today);
  const weeks = Array.from({ length: count }, (_, i) => addDays(thisWeek, (i - count + 1) * 7));
  return sumInto(weeks, totals, weekStart);
}

/** Accepted bids as a rounded percentage of all bids; null before the first bid. */
export function successRate(accepted: number, total: number): number | null {
  return total > 0 ? Math.round((accepted / total) * 100) : null;
}

export const PROFILE_CHECKS = [
  "photo",
  "bio",
  "location",
  "skills",
  "rates",
  "homeLocation",
  "weeklyHours",
  "verified",
] as const;
export type ProfileCheck = (typeof PROFILE_CHECKS)[number];

export type ProfileFacts = {
  profileImageUrl: string | null;
  bio: string | null;
  location: string | null;
  skills: readonly string[];
  hourlyRate: number | null;
  dailyRate: number | null;
  hasHome: boolean;
  weeklyBlocks: number;
  isVerified: boolean;
};

/** What a complete professional profile has, each item done or not, and the share done. */
export function profileCompleteness(facts: ProfileFacts) {
  const done: Record<ProfileCheck, boolean> = {
    photo: Boolean(facts.profileImageUrl),
    bio: Boolean(facts.bio?.trim()),
    location: Boolean(facts.location?.trim()),
    skills: facts.skills.length > 0,
    rates: facts.hourlyRate !== null || facts.dailyRate !== null,
    homeLocation: facts.hasHome,
    weeklyHours: facts.weeklyBlocks > 0,
    verified: facts.isVerified,
  };
  const items = PROFILE_CHECKS.map((key) => ({ key, done: done[key] }));
  const percent = Math.round((items.filter((item) => item.done).length / items.length) * 100);
  return { items, percent };
}

const money = z.number();

/** GET /api/professionals/metrics/:id: the professional dashboard, every figure from real data. */
export const DashboardMetrics = z.object({
  professionalId: z.uuid(),
  /** The Nepali calendar day the figures run up to. */
  today: z.string(),
  /** The calendar of the months (earnings this and last month, the monthly trend). */
  calendar: z.enum(DASHBOARD_CALENDARS),
  earnings: z.object({ total: money, thisMonth: money, lastMonth: money }),
  bids: z.object({ total: z.number().int(), accepted: z.number().int(), successRate: z.number().nullable() }),
  activeProjects: z.number().int(),
  completedJobs: z.number().int(),
  rating: z.object({
    /** Average of their reviews, 2 decimals; null before the first review. */
    average: z.number().nullable(),
    count: z.number().int(),
    /** Reviews with 1, 2, 3, 4 and 5 stars, in that order. */
    distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  }),
  heatmap: z.object({ total: z.number().int(), weeks: z.array(HeatmapWeek) }),
  earningsTrend: z.array(PeriodTotal),
  weeklyEarnings: z.array(PeriodTotal),
  categories: z.array(z.object({ category: z.string(), jobs: z.number().int(), earnings: money })),
  schedule: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      status: z.string(),
      location: z.string(),
      skillCategory: z.string(),
      scheduledAt: z.string().nullable(),
      acceptedAt: z.string().nullable(),
      startedAt: z.string().nullable(),
      customerName: z.string(),
    }),
  ),
  daysOff: z.array(
    z.object({
      date: z.string(),
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  responseTime: z.object({
    /** The profile's median minutes to answer, over the last 90 days; null while not measured ("New"). */
    minutes: ResponseMinutes,
    /** The daily metrics' average over the last 30 days, when any day measured it. */
    recentMinutes: z.number().nullable(),
    acceptanceRate: AcceptanceRate,
    cancellationRate: CancellationRate,
  }),
  serviceArea: z.object({
    radiusKm: z.number().int(),
    hasHome: z.boolean(),
    openJobs: z.number().int(),
    localities: z.array(z.object({ location: z.string(), jobs: z.number().int(), nearestKm: z.number() })),
  }),
  profile: z.object({
    percent: z.number().int(),
    items: z.array(z.object({ key: z.enum(PROFILE_CHECKS), done: z.boolean() })),
  }),
});
export type DashboardMetrics = z.infer<typeof DashboardMetrics>;
