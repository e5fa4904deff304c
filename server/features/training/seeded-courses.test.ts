import { count, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../../domain/auth/schemas";
import { PROVINCES } from "../../../domain/training/catalogue";
import type { MyEnrollment, ProgramsPage } from "../../../domain/training/schemas";
import { generatePassword } from "../../admin/admin-password";
import { trainingEnrollments } from "../../db/schema";
import { seedDemoData } from "../../db/seed";
import { createTestApp, sessionCookie, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { adminPassword: generatePassword() });
});
afterAll(() => t.close());

it("seeds at least 12 courses across all seven provinces, with students counted from enrolments", async () => {
  const page: ProgramsPage = (await t.app.inject({ url: "/api/training/programs?pageSize=48" })).json();
  expect(page.total).toBeGreaterThanOrEqual(12);
  expect(new Set(page.items.map((course) => course.province))).toEqual(new Set(PROVINCES));
  const live = await t.db
    .select({ programId: trainingEnrollments.programId, n: count() })
    .from(trainingEnrollments)
    .where(ne(trainingEnrollments.status, "cancelled"))
    .groupBy(trainingEnrollments.programId);
  const byCourse = new Map(live.map((row) => [row.programId, row.n]));
  for (const course of page.items) expect(course.students).toBe(byCourse.get(course.id) ?? 0);
  expect(page.items.some((course) => course.students > 0)).toBe(true);
});

it("gives the demo customer a course to see on the profile", async () => {
  const login = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: DEMO_ACCOUNTS.customer, password: DEMO_PASSWORD, role: "customer" },
  });
  const response = await t.app.inject({
    url: "/api/training/enrollments",
    headers: { cookie: sessionCookie(login) },
  });
  const enrollments: MyEnrollment[] = response.json();
  expect(enrollments.map((e) => e.status).sort()).toEqual(["enrolled", "pending-payment"]);
  const [total] = await t.db
    .select({ n: count() })
    .from(trainingEnrollments)
    .where(eq(trainingEnrollments.status, "cancelled"));
  expect(total?.n).toBeGreaterThan(0);
});
