import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { placeBid, postJob } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { get, send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accept = (bidId: string, cookie: string) => send(t.app, "POST", `/api/bids/${bidId}/accept`, cookie);
const step = (path: string, jobId: string, cookie: string) =>
  send(t.app, "POST", `/api/jobs/${jobId}/${path}`, cookie);

describe("GET /api/bids/summary", () => {
  it("counts my bids by status and the jobs I am hired on that are accepted or in progress", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app, "Ramesh");
    const rival = await professional(t.app, "Sunil");
    const bidOn = async (amount = 2200) => {
      const job = await postJob(t.app, customer.cookie);
      const bid = (await placeBid(t.app, pro.cookie, job.id, { amount })).json();
      return { job, bid };
    };

    // Accepted and active.
    const won = await bidOn();
    await accept(won.bid.id, customer.cookie);
    // Accepted and in progress: still active.
    const working = await bidOn();
    await accept(working.bid.id, customer.cookie);
    await step("start", working.job.id, pro.cookie);
    // Pending.
    await bidOn();
    // Rejected: the customer took the rival's bid.
    const lost = await bidOn();
    const rivalBid = (await placeBid(t.app, rival.cookie, lost.job.id, { amount: 1000 })).json();
    await accept(rivalBid.id, customer.cookie);
    // Accepted but completed: no longer an active project.
    const done = await bidOn();
    await accept(done.bid.id, customer.cookie);
    await step("start", done.job.id, pro.cookie);
    await step("complete", done.job.id, pro.cookie);
    // Accepted but the customer cancelled: not active either.
    const cancelled = await bidOn();
    await accept(cancelled.bid.id, customer.cookie);
    await step("cancel", cancelled.job.id, customer.cookie);
    // Hired directly on an hourly job and accepted: an active project without a bid.
    const hourly = await postJob(t.app, customer.cookie, { jobType: "hourly" });
    await send(t.app, "POST", `/api/jobs/${hourly.id}/hire`, customer.cookie, {
      professionalId: pro.user.id,
    });
    await step("hire/accept", hourly.id, pro.cookie);
    // Hired directly but not answered yet: in the list (it waits for them), not yet a project.
    const offered = await postJob(t.app, customer.cookie, { jobType: "contact" });
    await send(t.app, "POST", `/api/jobs/${offered.id}/hire`, customer.cookie, {
      professionalId: pro.user.id,
    });

    const response = await get(t.app, "/api/bids/summary", pro.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total: 6, pending: 1, accepted: 4, rejected: 1, activeProjects: 3 });

    // The projects list and the count agree, the offered hire waiting for an answer aside.
    const projects = (await get(t.app, "/api/jobs/mine?as=professional&active=true", pro.cookie)).json();
    expect(projects.map((job: { id: string; status: string }) => [job.id, job.status])).toEqual([
      [offered.id, "offered"],
      [hourly.id, "accepted"],
      [working.job.id, "in-progress"],
      [won.job.id, "accepted"],
    ]);

    // The rival's numbers are their own.
    const theirs = (await get(t.app, "/api/bids/summary", rival.cookie)).json();
    expect(theirs).toEqual({ total: 1, pending: 0, accepted: 1, rejected: 0, activeProjects: 1 });
  });

  it("is all zeros for a professional with no bids", async () => {
    const pro = await professional(t.app);
    const response = await get(t.app, "/api/bids/summary", pro.cookie);
    expect(response.json()).toEqual({ total: 0, pending: 0, accepted: 0, rejected: 0, activeProjects: 0 });
  });

  it("refuses visitors (401) and customers (403)", async () => {
    expect((await get(t.app, "/api/bids/summary")).statusCode).toBe(401);
    const customer = await signUp(t.app);
    const response = await get(t.app, "/api/bids/summary", customer.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "bid.summary_professionals_only",
      message: "Only professionals have bids to summarise",
    });
  });
});
