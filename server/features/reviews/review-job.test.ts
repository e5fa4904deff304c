import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { placeBid, postJob } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { fieldRefusal } from "../../test/refusal-body";
import { get, send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;

/** A job of `customer` that `pro` bid on, was hired for, started and (unless told) completed. */
async function workedJob(customer: Person, pro: Person, { complete = true } = {}) {
  const job = await postJob(t.app, customer.cookie);
  const bid = (await placeBid(t.app, pro.cookie, job.id)).json();
  await send(t.app, "POST", `/api/bids/${bid.id}/accept`, customer.cookie);
  await send(t.app, "POST", `/api/jobs/${job.id}/start`, pro.cookie);
  if (complete) await send(t.app, "POST", `/api/jobs/${job.id}/complete`, pro.cookie);
  return job;
}

const review = (jobId: string, cookie: string | undefined, body: Record<string, unknown>) =>
  send(t.app, "POST", `/api/jobs/${jobId}/review`, cookie, body);

async function stats(professionalId: string) {
  const [row] = await t.db
    .select({ rating: users.rating, completedJobs: users.completedJobs })
    .from(users)
    .where(eq(users.id, professionalId));
  return row;
}

describe("POST /api/jobs/:id/review", () => {
  it("reviews the hired professional once and recomputes their rating and completed jobs", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app);
    const first = await workedJob(customer, pro);
    const second = await workedJob(customer, pro);

    const response = await review(first.id, customer.cookie, { rating: 5, comment: "  Tidy, quick work.  " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      jobId: first.id,
      customerId: customer.user.id,
      professionalId: pro.user.id,
      rating: 5,
      comment: "Tidy, quick work.",
    });
    expect(await stats(pro.user.id)).toEqual({ rating: "5.00", completedJobs: 2 });

    await review(second.id, customer.cookie, { rating: 4 });
    expect(await stats(pro.user.id)).toEqual({ rating: "4.50", completedJobs: 2 });
    const third = await workedJob(customer, pro);
    await review(third.id, customer.cookie, { rating: 4, comment: "" });
    expect(await stats(pro.user.id)).toEqual({ rating: "4.33", completedJobs: 3 });

    const again = await review(first.id, customer.cookie, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "review.already_exists",
      message: "You have already reviewed this job",
    });
    expect((await stats(pro.user.id))?.rating).toBe("4.33");

    const mine = (await get(t.app, "/api/jobs/mine", customer.cookie)).json();
    expect(mine.find((job: { id: string }) => job.id === first.id).review).toMatchObject({ rating: 5 });
  });

  it("weighs each customer once: five glowing reviews from one customer count as one", async () => {
    const friend = await signUp(t.app, { firstName: "Friend" });
    const stranger = await signUp(t.app, { firstName: "Stranger" });
    const pro = await professional(t.app);
    for (let i = 0; i < 5; i++) {
      const job = await workedJob(friend, pro);
      expect((await review(job.id, friend.cookie, { rating: 5 })).statusCode).toBe(201);
    }
    const job = await workedJob(stranger, pro);
    await review(job.id, stranger.cookie, { rating: 1 });
    // (5 + 1) / 2, not (5 × 5 + 1) / 6 = 4.33.
    expect(await stats(pro.user.id)).toEqual({ rating: "3.00", completedJobs: 6 });
    const profile = (await get(t.app, `/api/professionals/${pro.user.id}`)).json();
    expect(profile).toMatchObject({ rating: 3, statistics: { reviewCount: 2, jobsDone: 6 } });
  });

  it("refuses jobs that are not completed (409), other people (403), visitors (401), unknown jobs (404)", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app);
    const job = await workedJob(customer, pro, { complete: false });
    const early = await review(job.id, customer.cookie, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: "review.not_completed",
      message: "You can review a job only after it is completed",
    });

    await send(t.app, "POST", `/api/jobs/${job.id}/complete`, customer.cookie);
    const byPro = await review(job.id, pro.cookie, { rating: 5 });
    expect(byPro.statusCode).toBe(403);
    expect(byPro.json()).toEqual({
      code: "review.forbidden",
      message: "Only the customer who posted this job can review it",
    });
    expect((await review(job.id, undefined, { rating: 5 })).statusCode).toBe(401);
    const unknown = await review("00000000-0000-4000-8000-000000000000", customer.cookie, { rating: 5 });
    expect(unknown.statusCode).toBe(404);
  });

  it("names a wrong rating or comment", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app);
    const job = await workedJob(customer, pro);
    const cases: [Record<string, unknown>, string][] = [
      [{}, "rating: Rating is required"],
      [{ rating: 0 }, "rating: Rating must be at least 1 star"],
      [{ rating: 6 }, "rating: Rating must be at most 5 stars"],
      [{ rating: 4.5 }, "rating: Rating must be a whole number of stars"],
      [{ rating: 4, comment: 12 }, "comment: Comment must be text"],
    ];
    for (const [body, message] of cases) {
      const response = await review(job.id, customer.cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(fieldRefusal(message));
    }
    expect((await stats(pro.user.id))?.rating).toBe("0.00");
  });
});
