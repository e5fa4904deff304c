import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { hiredJob, placeBid, postJob } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { fieldRefusal } from "../../test/refusal-body";
import { get, send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("POST /api/bids", () => {
  it("places a professional's bid on an open fixed-price job, the message as its description", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app);
    const job = await postJob(t.app, customer.cookie);
    const response = await placeBid(t.app, pro.cookie, job.id, { amount: 2150.5, estimatedTime: "2 hours" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      jobId: job.id,
      professionalId: pro.user.id,
      amount: "2150.50",
      description: "I can fix it tomorrow morning with new washers.",
      estimatedTime: "2 hours",
      status: "pending",
    });
  });

  it("refuses visitors (401) and anyone but professionals (403)", async () => {
    const customer = await signUp(t.app);
    const job = await postJob(t.app, customer.cookie);
    expect((await placeBid(t.app, "", job.id)).statusCode).toBe(401);
    const other = await signUp(t.app);
    const response = await placeBid(t.app, other.cookie, job.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "bid.professionals_only",
      message: "Only professionals can bid on jobs",
    });
  });

  it("names the missing or wrong field", async () => {
    const pro = await professional(t.app);
    const customer = await signUp(t.app);
    const job = await postJob(t.app, customer.cookie);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, "amount: Amount must be more than 0"],
      [{ amount: "2000" }, "amount: Amount must be a number"],
      [{ amount: 10.123 }, "amount: Amount can have at most 2 decimal places"],
      [{ message: "  " }, "message: Message is required"],
      [{ message: undefined }, "message: Message is required"],
      [{ jobId: "x" }, "jobId: Job must be a valid id"],
    ];
    for (const [overrides, message] of cases) {
      const response = await placeBid(t.app, pro.cookie, job.id, overrides);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(fieldRefusal(message));
    }
  });

  it("refuses unknown (404), own (403), non-fixed (409) and closed (409) jobs, and a second bid (409)", async () => {
    const pro = await professional(t.app);
    expect((await placeBid(t.app, pro.cookie, UNKNOWN)).statusCode).toBe(404);

    const ownJob = await postJob(t.app, pro.cookie);
    const own = await placeBid(t.app, pro.cookie, ownJob.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ code: "bid.own_job", message: "You cannot bid on your own job" });

    const customer = await signUp(t.app);
    const hourly = await postJob(t.app, customer.cookie, { jobType: "hourly" });
    const notFixed = await placeBid(t.app, pro.cookie, hourly.id);
    expect(notFixed.statusCode).toBe(409);
    expect(notFixed.json()).toEqual({
      code: "bid.job_not_fixed_price",
      message: "This job does not take bids: only fixed-price jobs do",
    });

    const job = await postJob(t.app, customer.cookie);
    expect((await placeBid(t.app, pro.cookie, job.id)).statusCode).toBe(201);
    const twice = await placeBid(t.app, pro.cookie, job.id, { amount: 1000 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: "bid.already_exists",
      message: "You have already submitted a bid for this job.",
    });

    await send(t.app, "POST", `/api/jobs/${job.id}/cancel`, customer.cookie);
    const late = await placeBid(t.app, (await professional(t.app, "Sunil")).cookie, job.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: "bid.job_not_accepting",
      message: "This job is no longer accepting bids",
    });
  });
});

describe("GET /api/jobs/:id/bids", () => {
  it("lists a job's bids to its customer, lowest amount first, with each professional's public record", async () => {
    const customer = await signUp(t.app);
    const job = await postJob(t.app, customer.cookie);
    const ramesh = await professional(t.app, "Ramesh");
    const sunil = await professional(t.app, "Sunil");
    await placeBid(t.app, ramesh.cookie, job.id, { amount: 2400 });
    await placeBid(t.app, sunil.cookie, job.id, { amount: 1900 });
    const response = await get(t.app, `/api/jobs/${job.id}/bids`, customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        amount: "1900.00",
        status: "pending",
        professional: expect.objectContaining({ firstName: "Sunil", rating: "0.00", completedJobs: 0 }),
      }),
      expect.objectContaining({
        amount: "2400.00",
        professional: expect.objectContaining({ firstName: "Ramesh" }),
      }),
    ]);
    expect((await get(t.app, `/api/jobs/${UNKNOWN}/bids`)).statusCode).toBe(404);
    expect((await get(t.app, "/api/jobs/nope/bids")).statusCode).toBe(400);
  });
});

describe("GET /api/bids", () => {
  it("lists my own bids with their jobs, by status and any part of the job title", async () => {
    const { pro, job } = await hiredJob(t.app);
    const customer = await signUp(t.app);
    const painting = await postJob(t.app, customer.cookie, { title: "Paint the living room" });
    await placeBid(t.app, pro.cookie, painting.id);

    const mine = (await get(t.app, "/api/bids", pro.cookie)).json();
    expect(mine.map((bid: { jobId: string }) => bid.jobId)).toEqual([painting.id, job.id]);
    expect(mine[1]).toMatchObject({
      status: "accepted",
      job: { id: job.id, title: "Fix a leaking kitchen tap", status: "accepted" },
      professional: { id: pro.user.id, firstName: "Ramesh", lastName: "Maharjan", profileImageUrl: null },
    });
    const pending = (await get(t.app, "/api/bids?status=pending", pro.cookie)).json();
    expect(pending.map((bid: { jobId: string }) => bid.jobId)).toEqual([painting.id]);
    const byTitle = (await get(t.app, "/api/bids?jobTitle=LIVING", pro.cookie)).json();
    expect(byTitle.map((bid: { jobId: string }) => bid.jobId)).toEqual([painting.id]);
    const self = await get(t.app, `/api/bids?professionalId=${pro.user.id}`, pro.cookie);
    expect(self.json()).toHaveLength(2);
  });

  it("refuses visitors (401) and another professional's bids (403)", async () => {
    const { pro } = await hiredJob(t.app);
    const other = await professional(t.app, "Sunil");
    expect((await get(t.app, "/api/bids")).statusCode).toBe(401);
    const response = await get(t.app, `/api/bids?professionalId=${pro.user.id}`, other.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "bid.list_forbidden",
      message: "You can only list your own bids",
    });
    expect((await get(t.app, "/api/bids?status=won", other.cookie)).statusCode).toBe(400);
  });
});

describe("PATCH and DELETE /api/bids/:id", () => {
  it("lets the owner change and withdraw a pending bid", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app);
    const job = await postJob(t.app, customer.cookie);
    const bid = (await placeBid(t.app, pro.cookie, job.id)).json();

    const changed = await send(t.app, "PATCH", `/api/bids/${bid.id}`, pro.cookie, {
      amount: 1800,
      message: "New washers and a new cartridge included.",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      amount: "1800.00",
      description: "New washers and a new cartridge included.",
    });
    const empty = await send(t.app, "PATCH", `/api/bids/${bid.id}`, pro.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: "request.invalid",
      message: "body: Change at least one of amount, message or estimated time",
      params: { problem: "Change at least one of amount, message or estimated time" },
    });

    const withdrawn = await send(t.app, "DELETE", `/api/bids/${bid.id}`, pro.cookie);
    expect(withdrawn.statusCode).toBe(204);
    expect((await get(t.app, `/api/jobs/${job.id}/bids`, customer.cookie)).json()).toEqual([]);
    expect((await send(t.app, "DELETE", `/api/bids/${bid.id}`, pro.cookie)).statusCode).toBe(404);
  });

  it("refuses other people (403), decided bids (409), visitors (401) and unknown bids (404)", async () => {
    const { customer, pro, bid } = await hiredJob(t.app);
    const other = await professional(t.app, "Sunil");
    for (const method of ["PATCH", "DELETE"] as const) {
      const forbidden = await send(t.app, method, `/api/bids/${bid.id}`, other.cookie, { amount: 10 });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({
        code: "bid.not_yours",
        message: "You can only change your own bids",
      });
      expect(
        (await send(t.app, method, `/api/bids/${bid.id}`, customer.cookie, { amount: 10 })).statusCode,
      ).toBe(403);
      const decided = await send(t.app, method, `/api/bids/${bid.id}`, pro.cookie, { amount: 10 });
      expect(decided.statusCode).toBe(409);
      expect(decided.json()).toEqual({ code: "bid.not_pending", message: "This bid is no longer pending" });
      expect((await send(t.app, method, `/api/bids/${bid.id}`, undefined, { amount: 10 })).statusCode).toBe(
        401,
      );
      expect((await send(t.app, method, `/api/bids/${UNKNOWN}`, pro.cookie, { amount: 10 })).statusCode).toBe(
        404,
      );
    }
  });
});
