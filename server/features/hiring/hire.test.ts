import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, userEvents } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { postJob, statusEvents } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { fieldRefusal } from "../../test/refusal-body";
import { get, send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const hire = (jobId: string, cookie: string | undefined, payload: Record<string, unknown>) =>
  send(t.app, "POST", `/api/jobs/${jobId}/hire`, cookie, payload);
const answer = (jobId: string, which: "accept" | "decline", cookie: string | undefined) =>
  send(t.app, "POST", `/api/jobs/${jobId}/hire/${which}`, cookie);

/** A customer's open job of the given payment type, and a professional to hire for it. */
async function openJob(jobType: "hourly" | "contact" | "fixed" = "hourly", overrides = {}) {
  const customer = await signUp(t.app, { firstName: "Aarati", lastName: "Shrestha" });
  const pro = await professional(t.app, "Bikash");
  const job = await postJob(t.app, customer.cookie, { jobType, budget: 800, ...overrides });
  return { customer, pro, job };
}

describe("POST /api/jobs/:id/hire", () => {
  it("offers an hourly job to a professional at the agreed price; it starts only once they accept", async () => {
    const { customer, pro, job } = await openJob("hourly");
    const response = await hire(job.id, customer.cookie, { professionalId: pro.user.id, agreedPrice: 950.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: job.id,
      status: "offered",
      hiredProfessionalId: pro.user.id,
      finalPrice: "950.50",
      acceptedAt: null,
      hiredProfessional: { id: pro.user.id, firstName: "Bikash" },
    });
    expect((await statusEvents(t.db, job.id)).at(-1)).toEqual({
      previousStatus: "open",
      newStatus: "offered",
      triggeredBy: customer.user.id,
    });
    // Not accepted yet: nothing can be done to the job but answering (or cancelling) it.
    for (const [step, cookie] of [
      ["start", pro.cookie],
      ["complete", pro.cookie],
      ["complete", customer.cookie],
    ] as const) {
      const early = await send(t.app, "POST", `/api/jobs/${job.id}/${step}`, cookie);
      expect(early.statusCode, step).toBe(409);
      expect(early.json()).toEqual({
        code: "hire.not_accepted",
        message: "The professional has not accepted this hire yet",
      });
    }
    const review = await send(t.app, "POST", `/api/jobs/${job.id}/review`, customer.cookie, { rating: 5 });
    expect(review.statusCode).toBe(409);
    expect(review.json()).toEqual({
      code: "hire.not_accepted",
      message: "The professional has not accepted this hire yet",
    });

    const accepted = await answer(job.id, "accept", pro.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "accepted", acceptedAt: expect.any(String) });
    expect((await statusEvents(t.db, job.id)).at(-1)).toEqual({
      previousStatus: "offered",
      newStatus: "accepted",
      triggeredBy: pro.user.id,
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
    expect(byBudget.json()).toMatchObject({ status: "offered", finalPrice: "800.00" });

    const contact = await openJob("contact");
    const noPrice = await hire(contact.job.id, contact.customer.cookie, {
      professionalId: contact.pro.user.id,
    });
    expect(noPrice.statusCode).toBe(200);
    expect(noPrice.json()).toMatchObject({ status: "offered", finalPrice: null });

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
      expect(refused.json()).toEqual({
        code: "hire.forbidden",
        message: "Only the customer who posted this job can hire for it",
      });
    }
    const unknown = await hire(UNKNOWN, stranger.cookie, { professionalId: pro.user.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "job.not_found", message: "Job not found" });
  });

  it("refuses fixed-price jobs (409): they hire by accepting a bid", async () => {
    const { customer, pro, job } = await openJob("fixed");
    const response = await hire(job.id, customer.cookie, { professionalId: pro.user.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "hire.fixed_price_by_bid",
      message: "Fixed-price jobs are hired by accepting a bid",
    });
  });

  it("refuses jobs that are no longer open (409)", async () => {
    const { customer, pro, job } = await openJob();
    expect((await hire(job.id, customer.cookie, { professionalId: pro.user.id })).statusCode).toBe(200);
    const other = await professional(t.app, "Sunil");
    const again = await hire(job.id, customer.cookie, { professionalId: other.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: "job.not_open", message: "This job is no longer open" });

    const cancelled = await openJob("contact");
    await send(t.app, "POST", `/api/jobs/${cancelled.job.id}/cancel`, cancelled.customer.cookie);
    const late = await hire(cancelled.job.id, cancelled.customer.cookie, {
      professionalId: cancelled.pro.user.id,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: "job.not_open", message: "This job is no longer open" });
  });

  it("needs an existing professional (404, 400) and names the wrong field (400)", async () => {
    const { customer, job } = await openJob();
    const nobody = await hire(job.id, customer.cookie, { professionalId: UNKNOWN });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ code: "professional.not_found", message: "Professional not found" });

    const aCustomer = await signUp(t.app);
    const notPro = await hire(job.id, customer.cookie, { professionalId: aCustomer.user.id });
    expect(notPro.statusCode).toBe(400);
    expect(notPro.json()).toEqual({
      code: "hire.not_a_professional",
      field: "professionalId",
      message: "professionalId: This person is not a professional",
    });

    const self = await hire(job.id, customer.cookie, { professionalId: customer.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      code: "hire.self",
      field: "professionalId",
      message: "professionalId: You cannot hire yourself",
    });

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
      expect(response.json()).toEqual(fieldRefusal(message));
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
    expect(events.filter((e) => e.newStatus === "offered")).toHaveLength(1);
  });

  it("refuses a price above the category's cap, naming it in NPR (400), and leaves the job open", async () => {
    const { customer, pro, job } = await openJob("hourly");
    const tooMuch = await hire(job.id, customer.cookie, {
      professionalId: pro.user.id,
      agreedPrice: 99_999_999.99,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      code: "hire.over_price_cap",
      field: "agreedPrice",
      message: "agreedPrice: Agreed price must be at most NPR 2,00,000 for Plumbing",
      params: { category: "Plumbing" },
    });
    const atTheCap = await hire(job.id, customer.cookie, {
      professionalId: pro.user.id,
      agreedPrice: 200_000,
    });
    expect(atTheCap.statusCode).toBe(200);

    // A budget over the cap (one written before the caps existed) cannot become the price either.
    const old = await openJob("hourly", { skillCategory: "Massage" });
    await t.db.update(jobs).set({ budget: "75000.00" }).where(eq(jobs.id, old.job.id));
    const byBudget = await hire(old.job.id, old.customer.cookie, { professionalId: old.pro.user.id });
    expect(byBudget.statusCode).toBe(400);
    expect(byBudget.json()).toEqual({
      code: "hire.over_price_cap",
      field: "agreedPrice",
      message: "agreedPrice: Agreed price must be at most NPR 50,000 for Massage",
      params: { category: "Massage" },
    });
    expect((await get(t.app, `/api/jobs/${old.job.id}`)).json()).toMatchObject({ status: "open" });
  });
});

describe("POST /api/jobs/:id/hire/accept and /decline", () => {
  it("decline reopens the job for its customer, without the professional or the price", async () => {
    const { customer, pro, job } = await openJob("hourly");
    await hire(job.id, customer.cookie, { professionalId: pro.user.id, agreedPrice: 1200 });
    const declined = await answer(job.id, "decline", pro.cookie);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: "open",
      hiredProfessionalId: null,
      hiredProfessional: null,
      finalPrice: null,
    });
    expect((await statusEvents(t.db, job.id)).at(-1)).toEqual({
      previousStatus: "offered",
      newStatus: "open",
      triggeredBy: pro.user.id,
    });
    // Answered once: no second answer, and the customer may hire again.
    const late = await answer(job.id, "accept", pro.cookie);
    expect(late.statusCode).toBe(403);
    const other = await professional(t.app, "Sunil");
    expect((await hire(job.id, customer.cookie, { professionalId: other.user.id })).json()).toMatchObject({
      status: "offered",
      hiredProfessionalId: other.user.id,
    });
  });

  it("is the offered professional's only: visitors 401, the customer and others 403, unknown 404, twice 409", async () => {
    const { customer, pro, job } = await openJob("contact");
    await hire(job.id, customer.cookie, { professionalId: pro.user.id });
    const stranger = await professional(t.app, "Sunil");
    for (const which of ["accept", "decline"] as const) {
      expect((await answer(job.id, which, undefined)).statusCode).toBe(401);
      for (const cookie of [customer.cookie, stranger.cookie]) {
        const refused = await answer(job.id, which, cookie);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          code: "hire.answer_forbidden",
          message: "Only the professional hired for this job can accept or decline it",
        });
      }
      expect((await answer(UNKNOWN, which, pro.cookie)).statusCode).toBe(404);
    }
    expect((await answer(job.id, "accept", pro.cookie)).statusCode).toBe(200);
    for (const which of ["accept", "decline"] as const) {
      const again = await answer(job.id, which, pro.cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: "hire.nothing_to_answer",
        message: "This job has no hire waiting for your answer",
      });
    }
  });

  it("lets the customer cancel an offered hire, after which it cannot be answered", async () => {
    const { customer, pro, job } = await openJob("hourly");
    await hire(job.id, customer.cookie, { professionalId: pro.user.id });
    const cancelled = await send(t.app, "POST", `/api/jobs/${job.id}/cancel`, customer.cookie);
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    const late = await answer(job.id, "accept", pro.cookie);
    expect(late.statusCode).toBe(409);
  });

  it("tells the customer live when the professional accepts or declines", async () => {
    const { customer, pro, job } = await openJob("hourly");
    await hire(job.id, customer.cookie, { professionalId: pro.user.id });
    await answer(job.id, "decline", pro.cookie);
    await hire(job.id, customer.cookie, { professionalId: pro.user.id });
    await answer(job.id, "accept", pro.cookie);
    const seen = await t.db
      .select({ type: userEvents.type, payload: userEvents.payload })
      .from(userEvents)
      .where(eq(userEvents.userId, customer.user.id))
      .orderBy(userEvents.id);
    const steps = seen
      .filter((row) => row.type === "job.status")
      .map((row) => row.payload as { jobId: string; previousStatus: string; status: string })
      .filter((event) => event.jobId === job.id)
      .map((event) => `${event.previousStatus}→${event.status}`);
    expect(steps).toEqual(["open→offered", "offered→open", "open→offered", "offered→accepted"]);
  });
});
