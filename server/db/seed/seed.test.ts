import { existsSync, readdirSync, readFileSync } from "node:fs";
import { and, avg, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../../domain/auth/schemas";
import { BROWSE_CATEGORIES } from "../../../domain/categories";
import { JOB_STATUSES, JOB_TRANSITIONS } from "../../../domain/jobs/status";
import { checkLedger } from "../../features/payments/ledger";
import { createTestApp, sessionCookie, type TestApp } from "../../test/app";
import { memoryStorage } from "../../test/memory-storage";
import {
  bids,
  bookings,
  jobStatusEvents,
  jobs,
  marketplaceItems,
  notificationPreferences,
  payments,
  reviews,
  trainingPrograms,
  users,
} from "../schema";
import { seedDemoData } from ".";
import { DEMO_PRO_PHONE } from "./people";

let t: TestApp;
const documents = memoryStorage();
beforeAll(async () => {
  t = await createTestApp({ storage: documents });
});
afterAll(() => t.close());

const ADMIN_PASSWORD = "a-generated-admin-password";

it("fills an empty database once and leaves a filled one alone", async () => {
  expect(await seedDemoData(t.db, { adminPassword: ADMIN_PASSWORD, documents })).toEqual({ seeded: true });
  const stored = documents.files.size;
  expect(await seedDemoData(t.db, { adminPassword: "another", documents })).toEqual({ seeded: false });
  // The second seed's documents are not left behind.
  expect(documents.files.size).toBe(stored);
  const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, DEMO_ACCOUNTS.customer));
  expect(row?.n).toBe(1);
});

const signIn = (email: string, password: string, role: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password, role: role === "admin" ? "customer" : role },
  });

it("pays the demo professional's completed jobs through the ledger, which balances", async () => {
  const rows = await t.db.select().from(payments);
  expect(rows.length).toBeGreaterThan(3);
  expect(new Set(rows.map((row) => row.provider))).toEqual(new Set(["esewa", "khalti"]));
  expect(rows.every((row) => row.status === "released" || row.status === "held")).toBe(true);
  expect(await checkLedger(t.db)).toEqual([]);
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
  // His phone is proven his: a customer's booking request reaches it in the SMS sandbox.
  expect(pro).toMatchObject({ phone: DEMO_PRO_PHONE, phoneVerifiedAt: expect.any(Date) });
  const [quiet] = await t.db
    .select({ enabled: notificationPreferences.quietEnabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, pro?.id ?? ""));
  expect(quiet).toEqual({ enabled: false });
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
  // The rating counts each customer once: the average of each customer's average.
  const perCustomer = t.db
    .select({ rating: avg(reviews.rating).as("rating") })
    .from(reviews)
    .where(eq(reviews.professionalId, pro?.id ?? ""))
    .groupBy(reviews.customerId)
    .as("per_customer");
  const [reviewed] = await t.db.select({ rating: avg(perCustomer.rating) }).from(perCustomer);
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
  expect(statuses).toHaveLength(JOB_STATUSES.length);
  const payments = await t.db.selectDistinct({ paymentType: jobs.paymentType }).from(jobs);
  expect(payments).toHaveLength(3);
  expect((await t.db.select({ n: count() }).from(marketplaceItems))[0]?.n).toBe(24);
  expect((await t.db.select({ n: count() }).from(trainingPrograms))[0]?.n).toBeGreaterThanOrEqual(12);
});

it("gives every shop product and course an illustration of its own: a small, self-contained SVG the client serves", async () => {
  const products = await t.db.select({ url: marketplaceItems.imageUrl }).from(marketplaceItems);
  const courses = await t.db.select({ url: trainingPrograms.imageUrl }).from(trainingPrograms);
  const urls = [...products, ...courses].map((row) => row.url ?? "");
  expect(new Set(urls).size).toBe(urls.length);
  for (const url of urls) {
    expect(url).toMatch(/^\/catalog\/(products|courses)\/[a-z0-9-]+\.svg$/);
    const file = new URL(`../../../client/public${url}`, import.meta.url);
    expect(existsSync(file), url).toBe(true);
    const svg = readFileSync(file, "utf8");
    expect(svg, url).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox=/);
    expect(svg.length, url).toBeLessThan(4096);
    // Nothing fetched from elsewhere and no words drawn in (the image is the same in every language).
    expect(svg, url).not.toMatch(/href|url\((?!#)|<text|<image/);
  }
  // Every illustration in the folders belongs to a seeded product or course.
  const folders = ["products", "courses"].flatMap((kind) =>
    readdirSync(new URL(`../../../client/public/catalog/${kind}`, import.meta.url)).map(
      (name) => `/catalog/${kind}/${name}`,
    ),
  );
  expect(folders.sort()).toEqual([...urls].sort());
});

it("takes every job only through the steps the app allows: direct hires were offered, then accepted", async () => {
  const events = await t.db
    .select({
      jobId: jobStatusEvents.jobId,
      previousStatus: jobStatusEvents.previousStatus,
      newStatus: jobStatusEvents.newStatus,
      triggeredBy: jobStatusEvents.triggeredBy,
    })
    .from(jobStatusEvents)
    .orderBy(jobStatusEvents.jobId, jobStatusEvents.createdAt);
  const rows = await t.db
    .select({
      id: jobs.id,
      status: jobs.status,
      paymentType: jobs.paymentType,
      jobType: jobs.jobType,
      hiredProfessionalId: jobs.hiredProfessionalId,
    })
    .from(jobs);
  const booked = new Set(
    (await t.db.select({ jobId: bookings.jobId }).from(bookings)).map((row) => row.jobId),
  );
  for (const job of rows) {
    const steps = events.filter((event) => event.jobId === job.id);
    let at: string | null = null;
    for (const step of steps) {
      expect(step.previousStatus, job.id).toBe(at);
      if (at !== null) {
        const allowed = JOB_TRANSITIONS.some(
          (t) => t.from === step.previousStatus && t.to === step.newStatus,
        );
        expect(allowed, `${at} → ${step.newStatus}`).toBe(true);
      }
      at = step.newStatus;
    }
    expect(at).toBe(job.status);
    const direct = job.hiredProfessionalId && job.paymentType !== "fixed" && job.jobType !== "instant";
    const hiredSteps = steps.map((step) => `${step.previousStatus}→${step.newStatus}`);
    if (direct) {
      // A booking's job starts offered (POST /api/bookings); any other direct hire was open first.
      expect(hiredSteps).toContain(booked.has(job.id) ? "null→offered" : "open→offered");
      if (job.status !== "offered" && job.status !== "cancelled") {
        expect(steps.find((step) => step.newStatus === "accepted")?.triggeredBy).toBe(
          job.hiredProfessionalId,
        );
      }
    }
  }
  // The demo professional has a direct hire and a booking request to answer.
  const [pro] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.professional));
  const waiting = rows.filter((job) => job.status === "offered" && job.hiredProfessionalId === pro?.id);
  expect(waiting.map((job) => booked.has(job.id)).sort()).toEqual([false, true]);
});

it("gives the landing page testimonials that pass its trust rules, signed with a first name and initial", async () => {
  const response = await t.app.inject({ url: "/api/reviews/highlights" });
  const shown = response.json() as { customerName: string }[];
  expect(shown.length).toBeGreaterThan(0);
  // "Sita S.", "Hari Prasad D.": never a whole surname.
  for (const row of shown) expect(row.customerName).toMatch(/^[^.]+ \S\.$/);
});

it("gives professionals a track record from their seeded answers, and New to those without any", async () => {
  const pros = await t.db
    .select({ email: users.email, responseTime: users.responseTime, acceptanceRate: users.acceptanceRate })
    .from(users)
    .where(eq(users.role, "professional"));
  const demo = pros.find((pro) => pro.email === DEMO_ACCOUNTS.professional);
  expect(demo?.responseTime).toBeGreaterThan(0);
  expect(Number(demo?.acceptanceRate)).toBeGreaterThan(0);
  // The same figures the app computes at each answer, recomputed from the seeded rows now.
  const recomputed = await t.db.execute<{
    email: string;
    acceptance_rate: string | null;
    response_minutes: number | null;
  }>(sql`
    select u.email, r.acceptance_rate, r.response_minutes
    from users u, professional_track_record(u.id, now() - interval '90 days') r
    where u.role = 'professional'`);
  for (const row of recomputed.rows) {
    const pro = pros.find((p) => p.email === row.email);
    expect({ responseTime: pro?.responseTime, acceptanceRate: pro?.acceptanceRate }, row.email).toEqual({
      responseTime: row.response_minutes,
      acceptanceRate: row.acceptance_rate,
    });
  }
});

it("gives every seeded review words of its own: no text repeated across reviews", async () => {
  const rows = await t.db
    .select({ comment: reviews.comment, n: count() })
    .from(reviews)
    .groupBy(reviews.comment)
    .having(sql`count(*) > 1`);
  expect(rows).toEqual([]);
  const [all] = await t.db.select({ n: count() }).from(reviews);
  expect(all?.n).toBeGreaterThanOrEqual(10);
});

it("backs every Verified badge with an approved document the admin can read and revoke, and leaves one waiting", async () => {
  const admin = sessionCookie(await signIn(DEMO_ACCOUNTS.admin, ADMIN_PASSWORD, "admin"));
  const list = async (status: string) =>
    (
      await t.app.inject({ url: `/api/admin/verifications?status=${status}`, headers: { cookie: admin } })
    ).json() as {
      id: string;
      professional: { id: string; isVerified: boolean };
    }[];
  const approved = await list("approved");
  const verified = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "professional"), eq(users.isVerified, true)));
  expect(new Set(approved.map((item) => item.professional.id))).toEqual(
    new Set(verified.map((row) => row.id)),
  );
  const pending = await list("pending");
  expect(pending).toHaveLength(1);
  expect(pending[0]?.professional.isVerified).toBe(false);

  // A real PDF: every object where the cross-reference table says it is.
  const first = approved[0];
  const preview = await t.app.inject({
    url: `/api/admin/verifications/${first?.id}/document`,
    headers: { cookie: admin },
  });
  expect(preview.statusCode).toBe(200);
  expect(preview.headers["content-type"]).toBe("application/pdf");
  const pdf = preview.rawPayload.toString("latin1");
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(startxref, startxref + 4)).toBe("xref");
  const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
    Number(match[1]),
  );
  expect(offsets).toHaveLength(5);
  expect(offsets.map((offset) => pdf.slice(offset, offset + 7))).toEqual(
    [1, 2, 3, 4, 5].map((n) => `${n} 0 obj`),
  );

  // The badge can be taken back, as any approval can.
  const revoked = await t.app.inject({
    method: "POST",
    url: `/api/admin/verifications/${first?.id}/revoke`,
    headers: { cookie: admin },
    payload: { reason: "The district office could not find this certificate." },
  });
  expect(revoked.statusCode).toBe(200);
  const [after] = await t.db
    .select({ isVerified: users.isVerified })
    .from(users)
    .where(eq(users.id, first?.professional.id ?? ""));
  expect(after?.isVerified).toBe(false);
});
