import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bids, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { placeBid, postJob } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { get, send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const suspend = (id: string) => t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, id));

describe("bid amounts have the category's cap", () => {
  it("refuses a bid or a changed bid above it, naming the limit in NPR (400)", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app);
    const job = await postJob(t.app, customer.cookie, { skillCategory: "Cleaning", budget: 4000 });
    const tooMuch = await placeBid(t.app, pro.cookie, job.id, { amount: 99_999_999.99 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      code: "bid.over_price_cap",
      field: "amount",
      message: "amount: Amount must be at most NPR 50,000 for Cleaning",
      params: { category: "Cleaning" },
    });

    const atCap = await placeBid(t.app, pro.cookie, job.id, { amount: 50_000 });
    expect(atCap.statusCode).toBe(201);
    const raised = await send(t.app, "PATCH", `/api/bids/${atCap.json().id}`, pro.cookie, {
      amount: 50_000.01,
    });
    expect(raised.statusCode).toBe(400);
    expect(raised.json()).toEqual({
      code: "bid.over_price_cap",
      field: "amount",
      message: "amount: Amount must be at most NPR 50,000 for Cleaning",
      params: { category: "Cleaning" },
    });
    const [row] = await t.db.select({ amount: bids.amount }).from(bids).where(eq(bids.id, atCap.json().id));
    expect(row?.amount).toBe("50000.00");
  });

  it("refuses a job budget above it (400), as a budget can become the price", async () => {
    const customer = await signUp(t.app);
    const response = await send(t.app, "POST", "/api/jobs", customer.cookie, {
      title: "Wedding photos",
      description: "Two days of photos for a wedding in Bhaktapur.",
      skillCategory: "Photography",
      location: "Bhaktapur",
      jobType: "fixed",
      budget: 250_000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "job.over_price_cap",
      field: "budget",
      message: "budget: Budget must be at most NPR 2,00,000 for Photography",
      params: { category: "Photography" },
    });
    // A category the table does not name has the default cap.
    const other = await send(t.app, "POST", "/api/jobs", customer.cookie, {
      title: "Tune a sitar",
      description: "My grandfather's sitar needs new strings and tuning.",
      skillCategory: "Instrument Repair",
      location: "Patan",
      jobType: "hourly",
      budget: 100_001,
    });
    expect(other.json()).toEqual({
      code: "job.over_price_cap",
      field: "budget",
      message: "budget: Budget must be at most NPR 1,00,000 for Instrument Repair",
      params: { category: "Instrument Repair" },
    });
  });
});

describe("suspended people's jobs and bids", () => {
  it("a suspended customer's open job takes no bids and leaves the public job list", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app);
    const job = await postJob(t.app, customer.cookie, { title: "Suspended customer's tap" });
    const listed = async () =>
      (await get(t.app, "/api/jobs?status=open&limit=100"))
        .json()
        .some((j: { id: string }) => j.id === job.id);
    expect(await listed()).toBe(true);

    await suspend(customer.user.id);
    const refused = await placeBid(t.app, pro.cookie, job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "bid.job_not_accepting",
      message: "This job is no longer accepting bids",
    });
    expect(await listed()).toBe(false);
    const total = await get(t.app, `/api/jobs?location=${encodeURIComponent("Baneshwor")}&limit=100`);
    expect(total.json().some((j: { id: string }) => j.id === job.id)).toBe(false);
    expect(Number(total.headers["x-total-count"])).toBe(total.json().length);
  });

  it("a suspended professional's bid is hidden from the customer and cannot be accepted", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app, "Suspended");
    const honest = await professional(t.app, "Honest");
    const job = await postJob(t.app, customer.cookie);
    const bid = (await placeBid(t.app, pro.cookie, job.id, { amount: 2000 })).json();
    await placeBid(t.app, honest.cookie, job.id, { amount: 2400 });
    await suspend(pro.user.id);

    const shown = (await get(t.app, `/api/jobs/${job.id}/bids`, customer.cookie)).json();
    expect(shown.map((b: { professionalId: string }) => b.professionalId)).toEqual([honest.user.id]);
    const mine = (await get(t.app, "/api/jobs/mine", customer.cookie)).json();
    const withBids = mine.find((j: { id: string }) => j.id === job.id);
    expect(withBids.bids.map((b: { professionalId: string }) => b.professionalId)).toEqual([honest.user.id]);

    const accepted = await send(t.app, "POST", `/api/bids/${bid.id}/accept`, customer.cookie);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toEqual({
      code: "bid.bidder_unavailable",
      message: "This professional is no longer available",
    });
    expect((await get(t.app, `/api/jobs/${job.id}`)).json()).toMatchObject({ status: "open" });
  });
});
