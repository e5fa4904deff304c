import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bids, jobs, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { hiredJob, placeBid, postJob, statusEvents } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const step = (path: string, jobId: string, cookie?: string) =>
  send(t.app, "POST", `/api/jobs/${jobId}/${path}`, cookie);

describe("the whole loop", () => {
  it("goes open → accepted → in-progress → completed and records every step", async () => {
    const { customer, pro, job } = await hiredJob(t.app);

    const started = await step("start", job.id, pro.cookie);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: "in-progress", startedAt: expect.any(String) });

    const completed = await step("complete", job.id, pro.cookie);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({
      status: "completed",
      completedAt: expect.any(String),
      actualDuration: 0,
      hiredProfessional: { id: pro.user.id, completedJobs: 1 },
    });

    expect(await statusEvents(t.db, job.id)).toEqual([
      { previousStatus: null, newStatus: "open", triggeredBy: customer.user.id },
      { previousStatus: "open", newStatus: "accepted", triggeredBy: customer.user.id },
      { previousStatus: "accepted", newStatus: "in-progress", triggeredBy: pro.user.id },
      { previousStatus: "in-progress", newStatus: "completed", triggeredBy: pro.user.id },
    ]);
  });

  it("lets the customer complete a job in progress too, and counts it for the professional", async () => {
    const { customer, pro, job } = await hiredJob(t.app);
    await step("start", job.id, pro.cookie);
    const completed = await step("complete", job.id, customer.cookie);
    expect(completed.statusCode).toBe(200);
    const [stats] = await t.db
      .select({ completedJobs: users.completedJobs })
      .from(users)
      .where(eq(users.id, pro.user.id));
    expect(stats?.completedJobs).toBe(1);
  });
});

describe("POST /api/jobs/:id/cancel", () => {
  it("lets the customer cancel an open job, rejecting its pending bids", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app);
    const job = await postJob(t.app, customer.cookie);
    const bid = (await placeBid(t.app, pro.cookie, job.id)).json();
    const cancelled = await step("cancel", job.id, customer.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe("cancelled");
    const [row] = await t.db.select({ status: bids.status }).from(bids).where(eq(bids.id, bid.id));
    expect(row?.status).toBe("rejected");
    expect((await statusEvents(t.db, job.id)).at(-1)).toEqual({
      previousStatus: "open",
      newStatus: "cancelled",
      triggeredBy: customer.user.id,
    });
  });

  it("lets the customer cancel an accepted job, but not one in progress (409)", async () => {
    const accepted = await hiredJob(t.app);
    expect((await step("cancel", accepted.job.id, accepted.customer.cookie)).statusCode).toBe(200);

    const working = await hiredJob(t.app);
    await step("start", working.job.id, working.pro.cookie);
    const refused = await step("cancel", working.job.id, working.customer.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "job.not_cancellable",
      message: "This job can no longer be cancelled",
    });
  });

  it("refuses anyone but the customer with 403, visitors with 401, unknown jobs with 404", async () => {
    const { pro, job } = await hiredJob(t.app);
    const stranger = await signUp(t.app);
    for (const cookie of [pro.cookie, stranger.cookie]) {
      const response = await step("cancel", job.id, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: "job.cancel_forbidden",
        message: "Only the customer who posted this job can cancel it",
      });
    }
    expect((await step("cancel", job.id)).statusCode).toBe(401);
    const unknown = await step("cancel", UNKNOWN, stranger.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "job.not_found", message: "Job not found" });
    expect((await step("cancel", "123", stranger.cookie)).statusCode).toBe(400);
    const [row] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe("accepted");
  });
});

describe("POST /api/jobs/:id/start", () => {
  it("is for the hired professional only (403 for the customer and other pros)", async () => {
    const { customer, job } = await hiredJob(t.app);
    const other = await professional(t.app, "Sunil");
    for (const cookie of [customer.cookie, other.cookie]) {
      const response = await step("start", job.id, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: "job.start_forbidden",
        message: "Only the hired professional can start this job",
      });
    }
  });

  it("refuses to start twice or after cancelling (409)", async () => {
    const { customer, pro, job } = await hiredJob(t.app);
    await step("start", job.id, pro.cookie);
    const again = await step("start", job.id, pro.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "job.not_startable",
      message: "Only an accepted job can be started",
    });

    const cancelled = await hiredJob(t.app);
    await step("cancel", cancelled.job.id, cancelled.customer.cookie);
    expect((await step("start", cancelled.job.id, cancelled.pro.cookie)).statusCode).toBe(409);
    expect((await step("start", UNKNOWN, customer.cookie)).statusCode).toBe(404);
    expect((await step("start", job.id)).statusCode).toBe(401);
  });
});

describe("POST /api/jobs/:id/complete", () => {
  it("refuses a job not in progress (409) and outsiders (403)", async () => {
    const { customer, pro, job } = await hiredJob(t.app);
    const early = await step("complete", job.id, customer.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: "job.not_completable",
      message: "Only a job in progress can be marked complete",
    });

    await step("start", job.id, pro.cookie);
    const stranger = await professional(t.app, "Sunil");
    const response = await step("complete", job.id, stranger.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "job.complete_forbidden",
      message: "Only the customer or the hired professional can complete this job",
    });

    await step("complete", job.id, pro.cookie);
    expect((await step("complete", job.id, pro.cookie)).statusCode).toBe(409);
    expect((await step("complete", UNKNOWN, pro.cookie)).statusCode).toBe(404);
    expect((await step("complete", job.id)).statusCode).toBe(401);
  });
});
