import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dailyProfessionalMetrics, jobs, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { professional, signUp } from "../../test/people";
import { send } from "../../test/requests";

// Completions and reviews of one professional fired together, half at a second server: each
// recomputes the professional's rating, completed jobs and the day's metrics from the data, so
// without their row locked first one would count without the other's write and the last to commit
// would leave a number short.

const JOBS = 8;
const ROUNDS = 3;

type Person = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let other: FastifyInstance;
let customers: Person[];

beforeAll(async () => {
  t = await createTestApp();
  other = await t.anotherInstance();
  customers = [];
  for (let i = 0; i < JOBS; i++) customers.push(await signUp(t.app, { firstName: `Customer${i}` }));
}, 60_000);
afterAll(() => t.close());

/** One in-progress job from each customer, all hired to `pro` at NPR 1,000. */
async function jobsInProgress(pro: Person) {
  const rows = await t.db
    .insert(jobs)
    .values(
      customers.map((customer) => ({
        customerId: customer.user.id,
        title: "Fix a leaking tap",
        description: "The kitchen tap drips all night.",
        skillCategory: "Plumbing",
        paymentType: "fixed" as const,
        location: "Baneshwor, Kathmandu",
        status: "in-progress" as const,
        hiredProfessionalId: pro.user.id,
        finalPrice: "1000.00",
        acceptedAt: new Date(),
        startedAt: new Date(),
      })),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

const allAtOnce = (requests: ((app: FastifyInstance) => ReturnType<typeof send>)[]) =>
  Promise.all(requests.map((request, i) => request(i % 2 === 0 ? t.app : other)));

async function statsOf(professionalId: string) {
  const [row] = await t.db
    .select({ rating: users.rating, completedJobs: users.completedJobs })
    .from(users)
    .where(eq(users.id, professionalId));
  const days = await t.db
    .select({
      jobsCompleted: dailyProfessionalMetrics.jobsCompleted,
      earnings: dailyProfessionalMetrics.earnings,
      avgRating: dailyProfessionalMetrics.avgRating,
    })
    .from(dailyProfessionalMetrics)
    .where(and(eq(dailyProfessionalMetrics.professionalId, professionalId)));
  return { ...row, days };
}

describe("stats of one professional under concurrent completions and reviews", () => {
  it(`${JOBS} completions at once: every one counted in completed jobs and the day's metrics`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const pro = await professional(t.app, `Busy${round}`);
      const ids = await jobsInProgress(pro);
      const responses = await allAtOnce(
        ids.map((id) => (app) => send(app, "POST", `/api/jobs/${id}/complete`, pro.cookie)),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const stats = await statsOf(pro.user.id);
      expect(stats.completedJobs).toBe(JOBS);
      // Completed now: one Nepali day (or two, when the run straddles midnight there).
      const total = stats.days.reduce((sum, day) => sum + day.jobsCompleted, 0);
      const earnings = stats.days.reduce((sum, day) => sum + Number(day.earnings), 0);
      expect({ total, earnings }).toEqual({ total: JOBS, earnings: JOBS * 1000 });
    }
  }, 120_000);

  it(`${JOBS} reviews at once: the rating and the day's average take every one`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const pro = await professional(t.app, `Rated${round}`);
      const ids = await jobsInProgress(pro);
      for (const id of ids) await send(t.app, "POST", `/api/jobs/${id}/complete`, pro.cookie);
      // Half the customers give 5 stars, half 3: 4.00 whatever the order.
      const responses = await allAtOnce(
        ids.map(
          (id, i) => (app) =>
            send(app, "POST", `/api/jobs/${id}/review`, customers[i]?.cookie, {
              rating: i % 2 === 0 ? 5 : 3,
            }),
        ),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(201);
      const stats = await statsOf(pro.user.id);
      expect(stats.rating).toBe("4.00");
      expect(stats.days.map((day) => day.avgRating)).toEqual(stats.days.map(() => "4.00"));
    }
  }, 120_000);

  it("completions and reviews of one professional mixed together: all of them counted", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const pro = await professional(t.app, `Mixed${round}`);
      const ids = await jobsInProgress(pro);
      const half = JOBS / 2;
      for (const id of ids.slice(0, half)) await send(t.app, "POST", `/api/jobs/${id}/complete`, pro.cookie);
      const responses = await allAtOnce([
        ...ids
          .slice(0, half)
          .map(
            (id, i) => (app: FastifyInstance) =>
              send(app, "POST", `/api/jobs/${id}/review`, customers[i]?.cookie, { rating: 5 }),
          ),
        ...ids
          .slice(half)
          .map((id) => (app: FastifyInstance) => send(app, "POST", `/api/jobs/${id}/complete`, pro.cookie)),
      ]);
      for (const response of responses)
        expect(response.statusCode, response.body).toBe(response.json().rating ? 201 : 200);
      const stats = await statsOf(pro.user.id);
      expect(stats.completedJobs).toBe(JOBS);
      expect(stats.rating).toBe("5.00");
      expect(stats.days.reduce((sum, day) => sum + day.jobsCompleted, 0)).toBe(JOBS);
    }
  }, 120_000);
});
