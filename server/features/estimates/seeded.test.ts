import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { roundEstimate } from "../../../domain/estimates/rules";
import { placeWithLabel } from "../../../domain/places";
import { jobs } from "../../db/schema";
import { seedDemoData } from "../../db/seed";
import { createTestApp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { adminPassword: "a-generated-admin-password" });
});
afterAll(() => t.close());

/** The p-th percentile the way percentile_cont takes it: linear between the two nearest of the sorted prices. */
function percentile(sorted: number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = sorted[Math.floor(at)] ?? 0;
  const above = sorted[Math.ceil(at)] ?? 0;
  return below + (above - below) * (at - Math.floor(at));
}

const estimate = (category: string, location: string) =>
  t.app.inject({
    url: `/api/estimates?skillCategory=${encodeURIComponent(category)}&location=${encodeURIComponent(location)}`,
  });

it("matches a hand computation over the demo's completed jobs, placed by their labels", async () => {
  for (const [category, district] of [
    ["Plumbing", "Lalitpur"],
    ["Electrical", "Kathmandu"],
    ["Painting", "Kaski"],
  ] as const) {
    const rows = await t.db
      .select({ location: jobs.location, price: jobs.finalPrice })
      .from(jobs)
      .where(and(eq(jobs.skillCategory, category), eq(jobs.status, "completed"), isNotNull(jobs.finalPrice)));
    const prices = rows
      .filter((row) => placeWithLabel(row.location)?.district === district)
      .map((row) => Number(row.price))
      .sort((a, b) => a - b);
    expect(prices.length, category).toBeGreaterThanOrEqual(5);
    const response = await estimate(category, district);
    expect(response.json(), category).toEqual({
      low: roundEstimate(percentile(prices, 0.25)),
      median: roundEstimate(percentile(prices, 0.5)),
      high: roundEstimate(percentile(prices, 0.75)),
      sampleSize: prices.length,
      area: expect.objectContaining({ level: "district", name: district }),
    });
  }
});

it("shows the common categories by district in Kathmandu, Lalitpur and Pokhara", async () => {
  for (const category of ["Plumbing", "Electrical", "Cleaning"]) {
    for (const place of ["Baneshwor, Kathmandu", "ललितपुर", "Pokhara"]) {
      if (category === "Cleaning" && place === "Pokhara") continue;
      const response = await estimate(category, place);
      expect(response.statusCode, `${category} in ${place}`).toBe(200);
      expect(response.json().area.level, `${category} in ${place}`).toBe("district");
    }
  }
});

it("falls back to the province or the country where the demo has few jobs, and shows none without enough", async () => {
  expect((await estimate("Plumbing", "Biratnagar")).json().area).toMatchObject({
    level: "province",
    name: "Koshi",
  });
  expect((await estimate("Beauty", "Lalitpur")).json().area).toMatchObject({
    level: "province",
    name: "Bagmati",
  });
  expect((await estimate("AC Repair", "Kathmandu")).json().area).toMatchObject({ level: "country" });
  for (const category of ["Gardening", "Massage", "Security", "Fitness"]) {
    expect((await estimate(category, "Kathmandu")).statusCode, category).toBe(204);
  }
  const categories = (await t.app.inject({ url: "/api/estimates/categories" })).json() as {
    skillCategory: string;
  }[];
  const listed = categories.map((row) => row.skillCategory);
  expect(listed).toEqual(
    expect.arrayContaining(["Plumbing", "Electrical", "Cleaning", "Painting", "Beauty & Spa"]),
  );
  expect(listed).not.toContain("Gardening");
});
