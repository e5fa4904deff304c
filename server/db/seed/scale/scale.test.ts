import { count, like } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { bids, jobs, users } from "../../schema";
import { seedScale } from ".";
import { uuidOf } from "./ids";
import { planFor, professionalLine } from "./rows";

const SCALE = 400;
let t: TestApp;
/** The pool under the test app's db (drizzle keeps it as $client). */
const poolOf = (app: TestApp) => (app.db as unknown as { $client: pg.Pool }).$client;
beforeAll(async () => {
  t = await createTestApp();
  await seedScale(poolOf(t), SCALE, () => {});
});
afterAll(() => t.close());

it("adds N professionals, N/2 customers, 2N jobs and about 5N bids", async () => {
  const [people] = await t.db
    .select({ n: count() })
    .from(users)
    .where(like(users.email, "%.scale.sipalu.np"));
  const [jobRows] = await t.db.select({ n: count() }).from(jobs);
  const [bidRows] = await t.db.select({ n: count() }).from(bids);
  expect(people?.n).toBe(SCALE * 1.5);
  expect(jobRows?.n).toBe(SCALE * 2);
  expect(bidRows?.n).toBeGreaterThan(SCALE * 4);
  expect(bidRows?.n).toBeLessThan(SCALE * 6);
});

it("makes rows the app's searches find", async () => {
  const search = await t.app.inject({ url: "/api/professionals?skills=plumb&location=kath" });
  expect(search.statusCode).toBe(200);
  expect(search.json().total).toBeGreaterThan(0);
  expect(search.json().professionals[0].skillCategories).toContain("Plumbing");

  const list = await t.app.inject({ url: "/api/jobs?skillCategory=Plumbing&location=kath&status=open" });
  expect(list.statusCode).toBe(200);
  expect(Number(list.headers["x-total-count"])).toBeGreaterThan(0);
  expect(list.json()[0].location).toMatch(/Kathmandu/);
});

it("comes out the same on every run and keeps ids distinct", () => {
  const plan = planFor(SCALE, "hash", new Date("2026-01-01T10:00:00Z"));
  expect(professionalLine(plan, 7)).toBe(
    professionalLine(planFor(SCALE, "hash", new Date("2026-01-01T20:00:00Z")), 7),
  );
  const ids = new Set(Array.from({ length: 100_000 }, (_, n) => uuidOf(23, n)));
  expect(ids.size).toBe(100_000);
  for (const id of [...ids].slice(0, 50))
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

it("refuses a database that already holds scale data", async () => {
  await expect(seedScale(poolOf(t), 10, () => {})).rejects.toThrow("already holds scale data");
});
