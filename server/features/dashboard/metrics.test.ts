import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, monthOf, nepalDay, weekStart } from "../../../domain/kathmandu-day";
import { bsMonthOf, bsMonthStart } from "../../../domain/nepali-date";
import { bids, dailyProfessionalMetrics, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { professional, signUp } from "../../test/people";
import { get } from "../../test/requests";
import { insertJob, insertReview, insertUser } from "../../test/rows";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (id: string) => `/api/professionals/metrics/${id}`;
/** An instant given as Nepal wall-clock time on a day. */
const nepalTime = (day: string, time: string) => new Date(`${day}T${time}:00+05:45`);
const HOME = { latitude: 27.6727, longitude: 85.3142 };

describe("GET /api/professionals/metrics/:id", () => {
  it("is for that professional or an administrator: 401, 403, 404 otherwise", async () => {
    const pro = await professional(t.app);
    const other = await professional(t.app, "Kiran");
    const customer = await signUp(t.app);
    const admin = await signUp(t.app);
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));

    expect((await get(t.app, url(pro.user.id))).statusCode).toBe(401);
    expect((await get(t.app, url(pro.user.id), pro.cookie)).statusCode).toBe(200);
    for (const [cookie, id] of [
      [other.cookie, pro.user.id],
      [customer.cookie, pro.user.id],
      [customer.cookie, customer.user.id],
    ] as const) {
      const response = await get(t.app, url(id), cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: "dashboard.forbidden",
        message: "Only this professional or an administrator can see these metrics",
      });
    }
    expect((await get(t.app, url(pro.user.id), admin.cookie)).json().professionalId).toBe(pro.user.id);
    expect((await get(t.app, url(customer.user.id), admin.cookie)).statusCode).toBe(404);
    expect((await get(t.app, url("not-an-id"), pro.cookie)).statusCode).toBe(400);
  });

  it("shows honest zeros for a professional with no work yet", async () => {
    const pro = await professional(t.app);
    const metrics = (await get(t.app, url(pro.user.id), pro.cookie)).json();
    const today = nepalDay();
    expect(metrics).toMatchObject({
      today,
      earnings: { total: 0, thisMonth: 0, lastMonth: 0 },
      bids: { total: 0, accepted: 0, successRate: null },
      activeProjects: 0,
      completedJobs: 0,
      rating: { average: null, count: 0 },
      heatmap: { total: 0 },
      categories: [],
      schedule: [],
      daysOff: [],
      responseTime: { minutes: null, recentMinutes: null, acceptanceRate: null },
      serviceArea: { radiusKm: 5, hasHome: false, openJobs: 0, localities: [] },
    });
    expect(metrics.heatmap.weeks).toHaveLength(53);
    expect(metrics.earningsTrend).toHaveLength(12);
    expect(metrics.weeklyEarnings).toHaveLength(8);
    expect(metrics.rating.distribution.map((row: { count: number }) => row.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it("computes every figure from the professional's own jobs, bids, reviews and service area", async () => {
    const pro = await professional(t.app);
    const proId = pro.user.id;
    await t.db
      .update(users)
      .set({
        bio: "Plumber and electrician in Lalitpur.",
        location: "Jawalakhel, Lalitpur",
        skillCategories: ["Plumbing", "Electrical"],
        hourlyRate: "900.00",
        homeLatitude: String(HOME.latitude),
        homeLongitude: String(HOME.longitude),
        serviceRadius: 5,
        responseTime: 25,
        acceptanceRate: "80.00",
      })
      .where(eq(users.id, proId));
    const { id: customerId } = await insertUser(t.db, {
      role: "customer",
      firstName: "Aarati",
      lastName: "Shrestha",
    });
    const today = nepalDay();
    const day = (back: number) => addDays(today, -back);

    const completed = async (back: number, time: string, skillCategory: string, finalPrice: string | null) =>
      (
        await insertJob(t.db, customerId, {
          status: "completed",
          hiredProfessionalId: proId,
          skillCategory,
          finalPrice,
          completedAt: nepalTime(day(back), time),
        })
      ).id;
    const done = [
      await completed(0, "00:10", "Plumbing", "1000.00"),
      // 00:05 in Nepal is still the day before in UTC: both count on the Nepali day.
      await completed(1, "00:05", "Plumbing", "2000.00"),
      await completed(1, "23:50", "Electrical", "3000.00"),
      await completed(40, "12:00", "Plumbing", "4000.00"),
      await completed(40, "13:00", "Electrical", null),
      await completed(400, "12:00", "Painting", "10000.00"),
    ];
    for (let i = 0; i < 6; i++) await completed(10, "09:00", "Cleaning", "100.00");
    for (const [index, rating] of [5, 5, 4, 2].entries()) {
      await insertReview(t.db, { jobId: done[index] ?? "", customerId, professionalId: proId, rating });
    }

    const soon = new Date(Date.now() + 2 * 86_400_000);
    const active = [
      await insertJob(t.db, customerId, {
        status: "in-progress",
        hiredProfessionalId: proId,
        title: "Rewire shop",
      }),
      await insertJob(t.db, customerId, {
        status: "accepted",
        hiredProfessionalId: proId,
        title: "Fit a geyser",
        scheduledAt: soon,
      }),
      await insertJob(t.db, customerId, {
        status: "accepted",
        hiredProfessionalId: proId,
        title: "Fix a tap",
        customerLatitude: "27.6730000",
        customerLongitude: "85.3140000",
      }),
    ];
    await insertJob(t.db, customerId, { status: "cancelled", hiredProfessionalId: proId });

    const bidOn = async (status: "pending" | "accepted" | "rejected") => {
      const job = await insertJob(t.db, customerId);
      await t.db.insert(bids).values({ jobId: job.id, professionalId: proId, amount: "1500.00", status });
    };
    for (const status of ["accepted", "accepted", "accepted", "rejected", "pending"] as const)
      await bidOn(status);

    const open = (
      location: string,
      latitude: number | null,
      longitude: number | null,
      customer = customerId,
    ) =>
      insertJob(t.db, customer, {
        status: "open",
        location,
        customerLatitude: latitude === null ? null : latitude.toFixed(7),
        customerLongitude: longitude === null ? null : longitude.toFixed(7),
      });
    await open("Jawalakhel, Lalitpur", 27.673, 85.314);
    await open("Jawalakhel, Lalitpur", 27.6735, 85.3145);
    await open("Baneshwor, Kathmandu", 27.6886, 85.3358);
    // Inside the 5 km box around home but 6.3 km away: earth_distance must drop it.
    await open("Corner", HOME.latitude + 0.04, HOME.longitude + 0.045);
    await open("Lakeside, Pokhara", 28.211, 83.957);
    await open("Somewhere", null, null);
    await open("My own job", HOME.latitude, HOME.longitude, proId);

    await t.db.insert(dailyProfessionalMetrics).values([
      { professionalId: proId, date: day(2), responseTimeAvg: 20 },
      { professionalId: proId, date: day(3), responseTimeAvg: 31 },
      { professionalId: proId, date: day(45), responseTimeAvg: 300 },
    ]);

    const response = await get(t.app, url(proId), pro.cookie);
    expect(response.statusCode).toBe(200);
    const m = response.json();

    // Completed jobs (count, earnings) per Nepali day inside the heatmap's year.
    const byDay: [string, number, number][] = [
      [day(0), 1, 1000],
      [day(1), 2, 5000],
      [day(10), 6, 600],
      [day(40), 2, 4000],
    ];
    const inMonth = (month: string) => {
      const days = byDay.filter(([d]) => monthOf(d) === month);
      return {
        jobs: days.reduce((sum, [, n]) => sum + n, 0),
        earnings: days.reduce((sum, [, , e]) => sum + e, 0),
      };
    };
    const thisMonth = monthOf(today);
    const previousMonth = monthOf(addDays(`${thisMonth}-01`, -1));
    expect(m.earnings).toEqual({
      total: 20600,
      thisMonth: inMonth(thisMonth).earnings,
      lastMonth: inMonth(previousMonth).earnings,
    });
    expect(m.completedJobs).toBe(12);
    expect(m.bids).toEqual({ total: 5, accepted: 3, successRate: 60 });
    expect(m.activeProjects).toBe(3);
    expect(m.rating).toEqual({
      average: 4,
      count: 4,
      distribution: [
        { stars: 1, count: 0 },
        { stars: 2, count: 1 },
        { stars: 3, count: 0 },
        { stars: 4, count: 1 },
        { stars: 5, count: 2 },
      ],
    });

    const cells = new Map<string, { jobs: number; level: number }>(
      m.heatmap.weeks.flatMap((week: { days: { date: string }[] }) => week.days.map((d) => [d.date, d])),
    );
    expect(m.heatmap.weeks).toHaveLength(53);
    expect(m.heatmap.total).toBe(11);
    expect(cells.get(day(0))).toMatchObject({ jobs: 1, level: 1 });
    expect(cells.get(day(1))).toMatchObject({ jobs: 2, level: 1 });
    expect(cells.get(day(2))).toMatchObject({ jobs: 0, level: 0 });
    expect(cells.get(day(10))).toMatchObject({ jobs: 6, level: 3 });
    expect(cells.get(day(40))).toMatchObject({ jobs: 2, level: 1 });
    expect(cells.has(day(400))).toBe(false);
    expect(m.heatmap.weeks.at(-1).days.at(-1).date).toBe(today);

    expect(m.categories).toEqual([
      { category: "Cleaning", jobs: 6, earnings: 600 },
      { category: "Plumbing", jobs: 3, earnings: 7000 },
      { category: "Electrical", jobs: 2, earnings: 3000 },
      { category: "Painting", jobs: 1, earnings: 10000 },
    ]);

    const weekly = new Map<string, number>();
    for (const [d, , amount] of byDay) weekly.set(weekStart(d), (weekly.get(weekStart(d)) ?? 0) + amount);
    expect(m.weeklyEarnings.map((w: { period: string }) => w.period)).toEqual(
      [7, 6, 5, 4, 3, 2, 1, 0].map((back) => addDays(weekStart(today), -7 * back)),
    );
    for (const week of m.weeklyEarnings) expect(week.earnings).toBe(weekly.get(week.period) ?? 0);
    expect(m.earningsTrend.at(-1)).toEqual({ period: thisMonth, ...inMonth(thisMonth) });
    expect(m.earningsTrend.at(-2)).toEqual({ period: previousMonth, ...inMonth(previousMonth) });
    expect(m.earningsTrend.reduce((sum: number, month: { jobs: number }) => sum + month.jobs, 0)).toBe(11);
    expect(m.calendar).toBe("ad");

    // The Nepali dashboard counts Bikram Sambat months, as its days are written.
    const bs = (await get(t.app, `${url(proId)}?calendar=bs`, pro.cookie)).json();
    const inBsMonth = (month: string) => {
      const days = byDay.filter(([d]) => bsMonthOf(d) === month);
      return {
        jobs: days.reduce((sum, [, n]) => sum + n, 0),
        earnings: days.reduce((sum, [, , e]) => sum + e, 0),
      };
    };
    const thisBsMonth = bsMonthOf(today) ?? "";
    const previousBsMonth = bsMonthOf(addDays(bsMonthStart(thisBsMonth) ?? today, -1)) ?? "";
    expect(bs.calendar).toBe("bs");
    expect(bs.earnings).toEqual({
      total: 20600,
      thisMonth: inBsMonth(thisBsMonth).earnings,
      lastMonth: inBsMonth(previousBsMonth).earnings,
    });
    expect(bs.earningsTrend).toHaveLength(12);
    expect(bs.earningsTrend.at(-1)).toEqual({ period: thisBsMonth, ...inBsMonth(thisBsMonth) });
    expect(bs.earningsTrend.at(-2)).toEqual({ period: previousBsMonth, ...inBsMonth(previousBsMonth) });
    expect(bs.earningsTrend.reduce((sum: number, month: { jobs: number }) => sum + month.jobs, 0)).toBe(11);
    expect(bs.heatmap).toEqual(m.heatmap);
    expect((await get(t.app, `${url(proId)}?calendar=lunar`, pro.cookie)).statusCode).toBe(400);

    expect(m.schedule.map((job: { title: string }) => job.title)).toEqual([
      "Fit a geyser",
      "Rewire shop",
      "Fix a tap",
    ]);
    expect(m.schedule[0]).toMatchObject({ id: active[1]?.id, status: "accepted", customerName: "Aarati S." });

    expect(m.responseTime).toEqual({
      minutes: 25,
      recentMinutes: 26,
      acceptanceRate: 80,
      cancellationRate: 0,
    });
    expect(m.serviceArea).toMatchObject({ radiusKm: 5, hasHome: true, openJobs: 3 });
    expect(m.serviceArea.localities).toEqual([
      { location: "Jawalakhel, Lalitpur", jobs: 2, nearestKm: expect.closeTo(0, 0) },
      { location: "Baneshwor, Kathmandu", jobs: 1, nearestKm: expect.closeTo(3, 0) },
    ]);
    expect(m.profile).toEqual({
      percent: 63,
      items: [
        { key: "photo", done: false },
        { key: "bio", done: true },
        { key: "location", done: true },
        { key: "skills", done: true },
        { key: "rates", done: true },
        { key: "homeLocation", done: true },
        { key: "weeklyHours", done: false },
        { key: "verified", done: false },
      ],
    });
  });
});
