import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { get, postJob, professional, send, signUp, statusEvents } from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const hire = (jobId: string, cookie: string | undefined, payload: Record<string, unknown>) =>
  send(t.app, "POST", `/api/jobs/${jobId}/hire`, cookie, payload);

/** A customer's open job of the given payment type, and a professional to hire for it. */
async function openJob(jobType: "hourly" | "contact" | "fixed" = "hourly", overrides = {}) {
  const customer = await signUp(t.app, { firstName: "Aarati", lastName: "Shrestha" });
  const pro = await professional(t.app, "Bikash");
  const job = await postJob(t.app, customer.cookie, { jobType, budget: 800, ...overrides });
  return { customer, pro, job };
}

describe("POST /api/jobs/:id/hire", () => {
  it("hires a professional for an hourly job at the agreed price and records the step", async () => {
    const { customer, pro, job } = await openJob("hourly");
    const response = await hire(job.id, customer.cookie, { professionalId: pro.user.id, agreedPrice: 950.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: job.id,
      status: "accepted",
      hiredProfessionalId: pro.user.id,
      finalPrice: "950.50",
      acceptedAt: expect.any(String),
      hiredProfessional: { id: pro.user.id, firstName: "Bikash" },
    });
    expect((await statusEvents(t.db, job.id)).at(-1)).toEqual({
      previousStatus: "open",
      newStatus: "accepted",
      triggeredBy: customer.user.id,
    });
    // The lifecycle goes on as after an accepted bid: the hired professional starts the job.
    const started = await send(t.app, "POST", `/api/jobs/${job.id}/start`, pro.cookie);
    expect(started.statusCode).toBe(200);
    expect(started.json().status).toBe("in-progress");
  });

  it("takes the budget as the price when none is agreed, and none for a contact job", async () => {
    const hourly = await openJob("hourly");
    const byBudget = await hire(hourly.job.id, hourly.customer.cookie, {
      professionalId: hourly.pro.user.id,
    });
    expect(byBudget.json()).toMatchObject({ status: "accepted", finalPrice: "800.00" });

    const contact = await openJob("contact");
    const noPrice = await hire(contact.job.id, contact.customer.cookie, {
      professionalId: contact.pro.user.id,
    });
    expect(noPrice.statusCode).toBe(200);
    expect(noPrice.json()).toMatchObject({ status: "accepted", finalPrice: null });

    const free = await openJob("contact");
    const zero = await hire(free.job.id, free.customer.cookie, {
      professionalId: free.pro.user.id,
      agreedPrice: 0,
    });
    expect(zero.json()).toMatchObject({ finalPrice: "0.00" });
  });

  it("is for the job's customer only: visitors 401, anyone else 403, unknown jobs 404", async () => {
    const { pro, job } = await openJob();
    expect((await hire(job.id, undefined, { professionalId: pro.user.id })).statusCode).toBe(401);
    const stranger = await signUp(t.app);
    for (const cookie of [stranger.cookie, pro.cookie]) {
      const refused = await hire(job.id, cookie, { professionalId: pro.user.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: "Only the customer who posted this job can hire for it" });
    }
    const unknown = await hire(UNKNOWN, stranger.cookie, { professionalId: pro.user.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Job not found" });
  });

  it("refuses fixed-price jobs (409): they hire by accepting a bid", async () => {
    const { customer, pro, job } = await openJob("fixed");
    const response = await hire(job.id, customer.cookie, { professionalId: pro.user.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "Fixed-price jobs are hired by accepting a bid" });
  });

  it("refuses jobs that are no longer open (409)", async () => {
    const { customer, pro, job } = await openJob();
    expect((await hire(job.id, customer.cookie, { professionalId: pro.user.id })).statusCode).toBe(200);
    const other = await professional(t.app, "Sunil");
    const again = await hire(job.id, customer.cookie, { professionalId: other.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This job is no longer open" });

    const cancelled = await openJob("contact");
    await send(t.app, "POST", `/api/jobs/${cancelled.job.id}/cancel`, cancelled.customer.cookie);
    const late = await hire(cancelled.job.id, cancelled.customer.cookie, {
      professionalId: cancelled.pro.user.id,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: "This job is no longer open" });
  });

  it("needs an existing professional (404, 400) and names the wrong field (400)", async () => {
    const { customer, job } = await openJob();
    const nobody = await hire(job.id, customer.cookie, { professionalId: UNKNOWN });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ message: "Professional not found" });

    const aCustomer = await signUp(t.app);
    const notPro = await hire(job.id, customer.cookie, { professionalId: aCustomer.user.id });
    expect(notPro.statusCode).toBe(400);
    expect(notPro.json()).toEqual({ message: "professionalId: This person is not a professional" });

    const self = await hire(job.id, customer.cookie, { professionalId: customer.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: "professionalId: You cannot hire yourself" });

    const cases: [Record<string, unknown>, string][] = [
      [{}, "professionalId: Professional is required"],
      [{ professionalId: "x" }, "professionalId: Professional must be a valid id"],
      [{ professionalId: UNKNOWN, agreedPrice: -1 }, "agreedPrice: Agreed price cannot be negative"],
      [{ professionalId: UNKNOWN, agreedPrice: "900" }, "agreedPrice: Agreed price must be a number"],
      [
        { professionalId: UNKNOWN, agreedPrice: 9.999 },
        "agreedPrice: Agreed price can have at most 2 decimal places",
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await hire(job.id, customer.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await hire("nope", customer.cookie, { professionalId: UNKNOWN })).statusCode).toBe(400);
    // Nothing changed: the job is still open.
    expect((await get(t.app, `/api/jobs/${job.id}`)).json()).toMatchObject({
      status: "open",
      hiredProfessionalId: null,
    });
  });

  it("of two hires fired at the same moment, exactly one wins", async () => {
    const { customer, pro, job } = await openJob();
    const other = await professional(t.app, "Sunil");
    const results = await Promise.all([
      hire(job.id, customer.cookie, { professionalId: pro.user.id }),
      hire(job.id, customer.cookie, { professionalId: other.user.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await statusEvents(t.db, job.id);
    expect(events.filter((e) => e.newStatus === "accepted")).toHaveLength(1);
  });
});
