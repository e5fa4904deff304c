import { and, avg, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../../domain/auth";
import { BROWSE_CATEGORIES } from "../../../domain/categories";
import { createTestApp, type TestApp } from "../../test/app";
import { bids, jobs, marketplaceItems, reviews, trainingPrograms, users } from "../schema";
import { seedDemoData } from ".";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADMIN_PASSWORD = "a-generated-admin-password";

it("fills an empty database once and leaves a filled one alone", async () => {
  expect(await seedDemoData(t.db, { adminPassword: ADMIN_PASSWORD })).toEqual({ seeded: true });
  expect(await seedDemoData(t.db, { adminPassword: "another" })).toEqual({ seeded: false });
  const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, DEMO_ACCOUNTS.customer));
  expect(row?.n).toBe(1);
});

const signIn = (email: string, password: string, role: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password, role: role === "admin" ? "customer" : role },
  });

it("lets every demo account sign in with its own role: the admin with its own password, never the demo one", async () => {
  for (const [role, email] of Object.entries(DEMO_ACCOUNTS)) {
    const response = await signIn(email, role === "admin" ? ADMIN_PASSWORD : DEMO_PASSWORD, role);
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe(role);
  }
  expect((await signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD, "admin")).statusCode).toBe(401);
});

it("gives the demo professional a verified, online Lalitpur profile with bids and completed work", async () => {
  const [pro] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.professional));
  expect(pro).toMatchObject({ isVerified: true, isOnline: true, role: "professional" });
  expect(pro?.location).toMatch(/Lalitpur/);
  const statuses = await t.db
    .select({ status: bids.status, n: count() })
    .from(bids)
    .where(eq(bids.professionalId, pro?.id ?? ""))
    .groupBy(bids.status);
  expect(statuses.map((s) => s.status).sort()).toEqual(["accepted", "pending", "rejected"]);
  const [done] = await t.db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.hiredProfessionalId, pro?.id ?? ""), eq(jobs.status, "completed")));
  expect(pro?.completedJobs).toBe(done?.n);
  expect(pro?.completedJobs).toBeGreaterThan(0);
  const [reviewed] = await t.db
    .select({ rating: avg(reviews.rating) })
    .from(reviews)
    .where(eq(reviews.professionalId, pro?.id ?? ""));
  expect(Number(pro?.rating)).toBeCloseTo(Number(reviewed?.rating), 2);
});

it("covers every category, job status and payment type, and the shop and training catalogs", async () => {
  const [customer] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.customer));
  const withBids = await t.db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(bids, eq(bids.jobId, jobs.id))
    .where(eq(jobs.customerId, customer?.id ?? ""));
  expect(withBids.length).toBeGreaterThan(0);

  const skills = await t.db.execute<{ skill: string }>(
    sql`select distinct unnest(skill_categories) as skill from users where role = 'professional'`,
  );
  const skillSet = new Set(skills.rows.map((r) => r.skill));
  for (const category of BROWSE_CATEGORIES) expect(skillSet).toContain(category);

  const statuses = await t.db.selectDistinct({ status: jobs.status }).from(jobs);
  expect(statuses).toHaveLength(6);
  const payments = await t.db.selectDistinct({ paymentType: jobs.paymentType }).from(jobs);
  expect(payments).toHaveLength(3);
  expect((await t.db.select({ n: count() }).from(marketplaceItems))[0]?.n).toBe(24);
  expect((await t.db.select({ n: count() }).from(trainingPrograms))[0]?.n).toBeGreaterThanOrEqual(12);
});
