import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, nepalDay } from "../../../domain/kathmandu-day";
import { dailyProfessionalMetrics as metrics } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { hiredJob, placeBid, postJob } from "../../test/jobs";
import { get, send } from "../../test/requests";
import { insertJob, insertUser } from "../../test/rows";
import { recordDailyMetricsOfJob } from "./daily-metrics";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function metricsRow(professionalId: string, date: string) {
  const rows = await t.db
    .select({
      jobsCompleted: metrics.jobsCompleted,
      hoursWorked: metrics.hoursWorked,
      earnings: metrics.earnings,
      avgRating: metrics.avgRating,
    })
    .from(metrics)
    .where(and(eq(metrics.professionalId, professionalId), eq(metrics.date, date)));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

describe("daily professional metrics", () => {
  it("are updated in the same transaction as a job completing and a review landing", async () => {
    const { customer, pro, job } = await hiredJob(t.app);
    await send(t.app, "POST", `/api/jobs/${job.id}/start`, pro.cookie);
    const today = nepalDay();
    expect(await metricsRow(pro.user.id, today)).toBeUndefined();

    expect((await send(t.app, "POST", `/api/jobs/${job.id}/complete`, pro.cookie)).statusCode).toBe(200);
    expect(await metricsRow(pro.user.id, today)).toEqual({
      jobsCompleted: 1,
      hoursWorked: "0.00",
      earnings: "2200.00",
      avgRating: null,
    });

    const review = await send(t.app, "POST", `/api/jobs/${job.id}/review`, customer.cookie, { rating: 4 });
    expect(review.statusCode).toBe(201);
    expect(await metricsRow(pro.user.id, today)).toMatchObject({ jobsCompleted: 1, avgRating: "4.00" });

    // A second job the same day adds to the same row; its customer completes it.
    const second = await postJob(t.app, customer.cookie, { budget: 5000 });
    const bid = (await placeBid(t.app, pro.cookie, second.id, { amount: 1800 })).json();
    await send(t.app, "POST", `/api/bids/${bid.id}/accept`, customer.cookie);
    await send(t.app, "POST", `/api/jobs/${second.id}/start`, pro.cookie);
    await send(t.app, "POST", `/api/jobs/${second.id}/complete`, customer.cookie);
    await send(t.app, "POST", `/api/jobs/${second.id}/review`, customer.cookie, { rating: 5 });
    expect(await metricsRow(pro.user.id, today)).toEqual({
      jobsCompleted: 2,
      hoursWorked: "0.00",
      earnings: "4000.00",
      avgRating: "4.50",
    });

    // The dashboard's figures and the metrics table agree.
    const dashboard = (await get(t.app, `/api/professionals/metrics/${pro.user.id}`, pro.cookie)).json();
    expect(dashboard.earnings.thisMonth).toBe(4000);
    expect(dashboard.heatmap.weeks.at(-1).days.at(-1)).toEqual({ date: today, jobs: 2, level: 1 });
  });

  it("file a job under its Nepali day and count its hours", async () => {
    const { id: customerId } = await insertUser(t.db, { role: "customer" });
    const { id: proId } = await insertUser(t.db);
    const day = addDays(nepalDay(), -3);
    // 00:05 in Kathmandu is 18:20 the evening before in UTC.
    const { id } = await insertJob(t.db, customerId, {
      status: "completed",
      hiredProfessionalId: proId,
      finalPrice: "3500.00",
      actualDuration: 90,
      completedAt: new Date(`${day}T00:05:00+05:45`),
    });
    await t.db.transaction((tx) => recordDailyMetricsOfJob(tx, id));
    expect(await metricsRow(proId, day)).toEqual({
      jobsCompleted: 1,
      hoursWorked: "1.50",
      earnings: "3500.00",
      avgRating: null,
    });
    expect(await metricsRow(proId, addDays(day, -1))).toBeUndefined();
  });
});
