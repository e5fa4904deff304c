import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, nepalDay } from "../../../domain/kathmandu-day";
import { availabilityBlocks, availabilityExceptions } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { insertJob, insertReview, insertUser } from "../../test/rows";

let t: TestApp;
let pro: string;
let quiet: string;
let aarati: string;
let bikash: string;
const unknownId = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp();
  pro = (
    await insertUser(t.db, {
      firstName: "Ramesh",
      lastName: "Maharjan",
      skillCategories: ["Plumbing", "Electrical"],
      location: "Jawalakhel, Lalitpur",
      rating: "4.50",
      completedJobs: 3,
      responseTime: 25,
      acceptanceRate: "92.50",
      isOnline: true,
      isFreeNow: true,
      hourlyRate: "900.00",
      dailyRate: "6500.00",
    })
  ).id;
  quiet = (await insertUser(t.db, { firstName: "Nabin", lastName: "Karki" })).id;
  aarati = (await insertUser(t.db, { role: "customer", firstName: "Aarati", lastName: "shrestha" })).id;
  bikash = (await insertUser(t.db, { role: "customer", firstName: "Bikash", lastName: "Gurung" })).id;

  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const done = async (title: string, finalPrice: string | null, completedAt: Date, customerId = aarati) =>
    (
      await insertJob(t.db, customerId, {
        title,
        status: "completed",
        hiredProfessionalId: pro,
        finalPrice,
        completedAt,
      })
    ).id;
  const tap = await done("Fix a leaking tap", "1500.00", day(3));
  const geyser = await done("Install a geyser", "4200.50", day(10), bikash);
  await done("Rewire the kitchen", null, day(5));
  // Not completed, or not theirs: never counted.
  await insertJob(t.db, aarati, { status: "in-progress", hiredProfessionalId: pro, finalPrice: "9999.00" });
  const other = (await insertUser(t.db, { firstName: "Kiran", lastName: "Rai" })).id;
  await insertJob(t.db, aarati, { status: "completed", hiredProfessionalId: other, finalPrice: "7777.00" });

  await insertReview(t.db, {
    jobId: tap,
    customerId: aarati,
    professionalId: pro,
    rating: 5,
    comment: "Quick and tidy.",
    createdAt: day(4),
  });
  await insertReview(t.db, {
    jobId: geyser,
    customerId: bikash,
    professionalId: pro,
    rating: 4,
    createdAt: day(11),
  });

  await t.db.insert(availabilityBlocks).values([
    { professionalId: pro, dayOfWeek: 1, startTime: "08:00", endTime: "18:00" },
    { professionalId: pro, dayOfWeek: 0, startTime: "08:00", endTime: "18:00" },
    { professionalId: pro, dayOfWeek: 6, startTime: "10:00", endTime: "14:00", isAvailable: false },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe("GET /api/professionals/:id", () => {
  it("computes the statistics from their completed jobs and reviews", async () => {
    const response = await get(`/api/professionals/${pro}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id: pro,
      firstName: "Ramesh",
      location: "Jawalakhel, Lalitpur",
      skillCategories: ["Plumbing", "Electrical"],
      hourlyRate: 900,
      dailyRate: 6500,
      isOnline: true,
      isFreeNow: true,
      memberSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      statistics: {
        totalEarnings: 5700.5,
        jobsDone: 3,
        rating: 4.5,
        reviewCount: 2,
        responseTime: 25,
        acceptanceRate: 92.5,
      },
    });
    expect(JSON.stringify(detail)).not.toMatch(/email|password|example\.np/);
  });

  it("lists the available weekly windows in day order", async () => {
    const detail = (await get(`/api/professionals/${pro}`)).json();
    expect(detail.availability).toEqual([
      { dayOfWeek: 0, startTime: "08:00:00", endTime: "18:00:00" },
      { dayOfWeek: 1, startTime: "08:00:00", endTime: "18:00:00" },
    ]);
  });

  it("lists upcoming days off, soonest first, without their private reasons", async () => {
    const today = nepalDay();
    await t.db.insert(availabilityExceptions).values([
      { professionalId: pro, date: addDays(today, 9), reason: "Family puja" },
      { professionalId: pro, date: addDays(today, -2), reason: "Past" },
      { professionalId: pro, date: today, startTime: "13:00", endTime: "17:00" },
      { professionalId: pro, date: addDays(today, 4), isAvailable: true, reason: "Extra Saturday" },
    ]);
    const detail = (await get(`/api/professionals/${pro}`)).json();
    expect(detail.daysOff).toEqual([
      { date: today, startTime: "13:00", endTime: "17:00" },
      { date: addDays(today, 9), startTime: null, endTime: null },
    ]);
    expect((await get(`/api/professionals/${quiet}`)).json().daysOff).toEqual([]);
  });

  it("shows zeros, not sample numbers, for a professional with no work yet", async () => {
    const detail = (await get(`/api/professionals/${quiet}`)).json();
    expect(detail.statistics).toEqual({
      totalEarnings: 0,
      jobsDone: 0,
      rating: 0,
      reviewCount: 0,
      responseTime: null,
      acceptanceRate: null,
      cancellationRate: 0,
    });
    expect(detail.availability).toEqual([]);
    expect(detail.location).toBeNull();
  });

  it("answers 404 for unknown ids and for users who are not listed professionals", async () => {
    for (const id of [unknownId, aarati]) {
      const response = await get(`/api/professionals/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "professional.not_found", message: "Professional not found" });
    }
  });

  it("answers 400 for an id that is not a uuid", async () => {
    const response = await get("/api/professionals/42");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "request.invalid",
      field: "id",
      message: "id: Id must be a valid id",
      params: { problem: "Id must be a valid id" },
    });
  });
});

describe("GET /api/professionals/:id/reviews", () => {
  it("pages their reviews newest first with the reviewer's first name and last initial", async () => {
    const response = await get(`/api/professionals/${pro}/reviews?limit=1`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reviews: [
        {
          id: expect.any(String),
          rating: 4,
          comment: null,
          createdAt: "2026-01-11T00:00:00.000Z",
          customerName: "Bikash G.",
          jobTitle: "Install a geyser",
        },
      ],
      total: 2,
    });
    const next = (await get(`/api/professionals/${pro}/reviews?limit=1&offset=1`)).json();
    expect(next.reviews[0]).toMatchObject({ customerName: "Aarati S.", comment: "Quick and tidy." });
  });

  it("is empty for a professional without reviews and 404 for others", async () => {
    expect((await get(`/api/professionals/${quiet}/reviews`)).json()).toEqual({ reviews: [], total: 0 });
    expect((await get(`/api/professionals/${unknownId}/reviews`)).statusCode).toBe(404);
    expect((await get(`/api/professionals/${pro}/reviews?limit=abc`)).statusCode).toBe(400);
  });
});

describe("GET /api/professionals/:id/jobs", () => {
  it("lists their completed jobs, most recently completed first", async () => {
    const response = await get(`/api/professionals/${pro}/jobs`);
    expect(response.statusCode).toBe(200);
    const { jobs, total } = response.json();
    expect(total).toBe(3);
    expect(jobs).toEqual([
      {
        id: expect.any(String),
        title: "Install a geyser",
        skillCategory: "Plumbing",
        completedAt: "2026-01-10T00:00:00.000Z",
        finalPrice: 4200.5,
      },
      expect.objectContaining({ title: "Rewire the kitchen", finalPrice: null }),
      expect.objectContaining({ title: "Fix a leaking tap", finalPrice: 1500 }),
    ]);
  });

  it("answers 404 for a customer's id and 400 for a bad one", async () => {
    expect((await get(`/api/professionals/${aarati}/jobs`)).statusCode).toBe(404);
    expect((await get("/api/professionals/not-a-uuid/jobs")).statusCode).toBe(400);
  });
});
