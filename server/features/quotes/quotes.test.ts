import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, quotes, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { postJob, statusEvents } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { get, send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { postJob: false } });
});
afterAll(() => t.close());

const LINES = [
  { kind: "labour", description: "Replace the tap", amount: 1800 },
  { kind: "materials", description: "Tap and washers", amount: 650.25 },
  { kind: "materials", description: "Sealant", amount: 0.1 },
];

const sendQuote = (jobId: string, cookie: string, body: Record<string, unknown> = { lines: LINES }) =>
  send(t.app, "POST", `/api/jobs/${jobId}/quotes`, cookie, body);

/** A customer's open job (hourly unless told) and two professionals. */
async function openJob(jobType = "hourly") {
  const customer = await signUp(t.app, { firstName: "Aarati", lastName: "Shrestha" });
  const job = await postJob(t.app, customer.cookie, { jobType, budget: jobType === "contact" ? 0 : 1500 });
  const ramesh = await professional(t.app, "Ramesh");
  const sunil = await professional(t.app, "Sunil");
  return { customer, job, ramesh, sunil };
}

describe("POST /api/jobs/:id/quotes", () => {
  it("adds up the lines on the server and keeps one pending quote per professional (sending again replaces it)", async () => {
    const { customer, job, ramesh } = await openJob();
    const first = await sendQuote(job.id, ramesh.cookie, { lines: LINES, message: "Sunday?", validDays: 7 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      jobId: job.id,
      professionalId: ramesh.user.id,
      total: "2450.35",
      status: "pending",
      message: "Sunday?",
      lines: [
        { kind: "labour", description: "Replace the tap", amount: "1800.00" },
        { kind: "materials", description: "Tap and washers", amount: "650.25" },
        { kind: "materials", description: "Sealant", amount: "0.10" },
      ],
      professional: { firstName: "Ramesh" },
    });
    expect(first.json().validUntil).toEqual(expect.any(String));

    const again = await sendQuote(job.id, ramesh.cookie, {
      lines: [{ kind: "labour", description: "Whole job", amount: 2000 }],
      total: 1,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.json().id, total: "2000.00", validUntil: null });
    const listed = (await get(t.app, `/api/jobs/${job.id}/quotes`, customer.cookie)).json();
    expect(listed.map((q: { total: string }) => q.total)).toEqual(["2000.00"]);
  });

  it("works on contact jobs; fixed-price jobs take bids (409), closed jobs take nothing (409)", async () => {
    const contact = await openJob("contact");
    expect((await sendQuote(contact.job.id, contact.ramesh.cookie)).statusCode).toBe(201);

    const fixed = await openJob("fixed");
    const refused = await sendQuote(fixed.job.id, fixed.ramesh.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("quote.job_not_quoted");

    const { customer, job, ramesh } = await openJob();
    await send(t.app, "POST", `/api/jobs/${job.id}/cancel`, customer.cookie);
    const closed = await sendQuote(job.id, ramesh.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe("quote.job_not_accepting");
  });

  it("is for professionals (403 for customers), not on their own job, and a missing job is 404", async () => {
    const { customer, job } = await openJob();
    const byCustomer = await sendQuote(job.id, customer.cookie);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().code).toBe("quote.professionals_only");
    expect((await sendQuote(job.id, "")).statusCode).toBe(401);

    const pro = await professional(t.app, "Hari");
    const own = await postJob(t.app, pro.cookie, { jobType: "hourly", budget: 1000 });
    expect((await sendQuote(own.id, pro.cookie)).json().code).toBe("quote.own_job");
    expect((await sendQuote("00000000-0000-4000-8000-000000000000", pro.cookie)).statusCode).toBe(404);
  });

  it("refuses a total over the category's price cap, and bad lines, naming the field", async () => {
    const { job, ramesh } = await openJob();
    const over = await sendQuote(job.id, ramesh.cookie, {
      lines: [
        { kind: "labour", description: "Labour", amount: 150_000 },
        { kind: "materials", description: "Pipes", amount: 50_000.01 },
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: "quote.over_price_cap", field: "lines" });
    expect(over.json().message).toBe("lines: Amount must be at most NPR 2,00,000 for Plumbing");

    for (const lines of [
      [],
      Array.from({ length: 21 }, () => ({ kind: "labour", description: "x", amount: 1 })),
      [{ kind: "travel", description: "Bus", amount: 100 }],
      [{ kind: "labour", description: " ", amount: 100 }],
      [{ kind: "labour", description: "Work", amount: 0 }],
      [{ kind: "labour", description: "Work", amount: 10.001 }],
    ]) {
      const bad = await sendQuote(job.id, ramesh.cookie, { lines });
      expect(bad.statusCode, JSON.stringify(lines)).toBe(400);
      expect(bad.json().code).toBe("request.invalid");
    }
    const rows = await t.db.select().from(quotes).where(eq(quotes.jobId, job.id));
    expect(rows).toEqual([]);
  });
});

describe("GET /api/jobs/:id/quotes", () => {
  it("shows the customer every quote, a professional only their own", async () => {
    const { customer, job, ramesh, sunil } = await openJob();
    await sendQuote(job.id, ramesh.cookie);
    await sendQuote(job.id, sunil.cookie);
    const all = (await get(t.app, `/api/jobs/${job.id}/quotes`, customer.cookie)).json();
    expect(all.map((q: { professional: { firstName: string } }) => q.professional.firstName)).toEqual([
      "Ramesh",
      "Sunil",
    ]);
    const own = (await get(t.app, `/api/jobs/${job.id}/quotes`, ramesh.cookie)).json();
    expect(own.map((q: { professionalId: string }) => q.professionalId)).toEqual([ramesh.user.id]);
    const stranger = await signUp(t.app);
    expect((await get(t.app, `/api/jobs/${job.id}/quotes`, stranger.cookie)).json()).toEqual([]);
    expect((await get(t.app, `/api/jobs/${job.id}/quotes`)).statusCode).toBe(401);
  });
});

describe("accepting and declining a quote", () => {
  it("hires the quote's professional at its total, accepted at once, and declines the other pending quotes", async () => {
    const { customer, job, ramesh, sunil } = await openJob();
    const mine = (await sendQuote(job.id, ramesh.cookie)).json();
    const theirs = (await sendQuote(job.id, sunil.cookie, { lines: [LINES[0]] })).json();

    const accepted = await send(t.app, "POST", `/api/quotes/${mine.id}/accept`, customer.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      id: job.id,
      status: "accepted",
      hiredProfessionalId: ramesh.user.id,
      finalPrice: "2450.35",
      budget: "1500.00",
      acceptedAt: expect.any(String),
    });
    expect((await statusEvents(t.db, job.id)).at(-1)).toEqual({
      previousStatus: "open",
      newStatus: "accepted",
      triggeredBy: customer.user.id,
    });
    const statuses = (await get(t.app, `/api/jobs/${job.id}/quotes`, customer.cookie)).json();
    expect(Object.fromEntries(statuses.map((q: { id: string; status: string }) => [q.id, q.status]))).toEqual(
      {
        [mine.id]: "accepted",
        [theirs.id]: "declined",
      },
    );
    // The hired professional can start it: no offer waits for their answer.
    expect((await send(t.app, "POST", `/api/jobs/${job.id}/start`, ramesh.cookie)).statusCode).toBe(200);

    const late = await send(t.app, "POST", `/api/quotes/${theirs.id}/accept`, customer.cookie);
    expect(late.statusCode).toBe(409);
  });

  it("declines the pending quotes of a job hired another way or cancelled: none can be taken later", async () => {
    const hired = await openJob();
    const quote = (await sendQuote(hired.job.id, hired.ramesh.cookie)).json();
    const hire = await send(t.app, "POST", `/api/jobs/${hired.job.id}/hire`, hired.customer.cookie, {
      professionalId: hired.sunil.user.id,
    });
    expect(hire.statusCode, hire.body).toBe(200);
    const [afterHire] = (await get(t.app, `/api/jobs/${hired.job.id}/quotes`, hired.customer.cookie)).json();
    expect(afterHire).toMatchObject({ id: quote.id, status: "declined" });
    // The quoting professional's own view says so too, and it cannot be withdrawn or accepted.
    const own = (await get(t.app, `/api/jobs/${hired.job.id}/quotes`, hired.ramesh.cookie)).json();
    expect(own.map((q: { status: string }) => q.status)).toEqual(["declined"]);
    expect(
      (await send(t.app, "POST", `/api/quotes/${quote.id}/accept`, hired.customer.cookie)).statusCode,
    ).toBe(409);

    const cancelled = await openJob();
    const other = (await sendQuote(cancelled.job.id, cancelled.ramesh.cookie)).json();
    const cancel = await send(
      t.app,
      "POST",
      `/api/jobs/${cancelled.job.id}/cancel`,
      cancelled.customer.cookie,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [afterCancel] = (
      await get(t.app, `/api/jobs/${cancelled.job.id}/quotes`, cancelled.customer.cookie)
    ).json();
    expect(afterCancel).toMatchObject({ id: other.id, status: "declined" });
  });

  it("is the job's customer's to answer (403), and a quote is answered once (409)", async () => {
    const { customer, job, ramesh, sunil } = await openJob();
    const quote = (await sendQuote(job.id, ramesh.cookie)).json();
    for (const cookie of [ramesh.cookie, sunil.cookie]) {
      const refused = await send(t.app, "POST", `/api/quotes/${quote.id}/accept`, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("quote.answer_forbidden");
    }
    const declined = await send(t.app, "POST", `/api/quotes/${quote.id}/decline`, customer.cookie);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: "declined" });
    const again = await send(t.app, "POST", `/api/quotes/${quote.id}/accept`, customer.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("quote.not_pending");
    const [row] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe("open");
  });

  it("refuses an expired quote and a suspended professional's; withdrawing is the sender's own", async () => {
    const { customer, job, ramesh, sunil } = await openJob();
    const quote = (await sendQuote(job.id, ramesh.cookie, { lines: LINES, validDays: 1 })).json();
    await t.db
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, quote.id));
    const expired = await send(t.app, "POST", `/api/quotes/${quote.id}/accept`, customer.cookie);
    expect(expired.json().code).toBe("quote.expired");

    const other = (await sendQuote(job.id, sunil.cookie)).json();
    expect((await send(t.app, "DELETE", `/api/quotes/${other.id}`, ramesh.cookie)).json().code).toBe(
      "quote.not_yours",
    );
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, sunil.user.id));
    const suspended = await send(t.app, "POST", `/api/quotes/${other.id}/accept`, customer.cookie);
    expect(suspended.json().code).toBe("quote.professional_unavailable");

    const third = await professional(t.app, "Kiran");
    const withdrawn = (await sendQuote(job.id, third.cookie)).json();
    const response = await send(t.app, "DELETE", `/api/quotes/${withdrawn.id}`, third.cookie);
    expect(response.json()).toMatchObject({ status: "withdrawn" });
    // A new quote after withdrawing is a new pending one.
    expect((await sendQuote(job.id, third.cookie)).json().id).not.toBe(withdrawn.id);
  });
});

describe("change requests", () => {
  /** An hourly job hired by quote at 2,450.35 and started. */
  async function startedJob() {
    const { customer, job, ramesh, sunil } = await openJob();
    const quote = (await sendQuote(job.id, ramesh.cookie)).json();
    await send(t.app, "POST", `/api/quotes/${quote.id}/accept`, customer.cookie);
    return { customer, job, ramesh, sunil };
  }
  const ask = (jobId: string, cookie: string, amount = 800) =>
    send(t.app, "POST", `/api/jobs/${jobId}/changes`, cookie, {
      lines: [{ kind: "materials", description: "Extra pipe", amount }],
      reason: "The pipe behind the wall is cracked too.",
    });

  it("asks only while the job is in progress, by its hired professional", async () => {
    const { customer, job, ramesh, sunil } = await startedJob();
    const early = await ask(job.id, ramesh.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("change.job_not_in_progress");
    await send(t.app, "POST", `/api/jobs/${job.id}/start`, ramesh.cookie);
    for (const cookie of [customer.cookie, sunil.cookie]) {
      expect((await ask(job.id, cookie)).json().code).toBe("change.forbidden");
    }
    const asked = await ask(job.id, ramesh.cookie);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ status: "pending", total: "800.00", priceAfter: null });
    const second = await ask(job.id, ramesh.cookie, 100);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe("change.already_pending");
    expect((await get(t.app, `/api/jobs/${job.id}/changes`, sunil.cookie)).statusCode).toBe(403);
  });

  it("approved, grows the final price by its total and records before and after; declined, leaves it", async () => {
    const { customer, job, ramesh } = await startedJob();
    await send(t.app, "POST", `/api/jobs/${job.id}/start`, ramesh.cookie);
    const change = (await ask(job.id, ramesh.cookie)).json();
    expect((await send(t.app, "POST", `/api/changes/${change.id}/approve`, ramesh.cookie)).statusCode).toBe(
      403,
    );
    const approved = await send(t.app, "POST", `/api/changes/${change.id}/approve`, customer.cookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "approved",
      priceBefore: "2450.35",
      priceAfter: "3250.35",
    });
    expect((await get(t.app, `/api/jobs/${job.id}`)).json()).toMatchObject({ finalPrice: "3250.35" });
    const twice = await send(t.app, "POST", `/api/changes/${change.id}/decline`, customer.cookie);
    expect(twice.json().code).toBe("change.not_pending");

    const next = (await ask(job.id, ramesh.cookie, 100)).json();
    const declined = await send(t.app, "POST", `/api/changes/${next.id}/decline`, customer.cookie);
    expect(declined.json()).toMatchObject({ status: "declined", priceAfter: null });
    expect((await get(t.app, `/api/jobs/${job.id}`)).json()).toMatchObject({ finalPrice: "3250.35" });
    const listed = (await get(t.app, `/api/jobs/${job.id}/changes`, ramesh.cookie)).json();
    expect(listed.map((c: { status: string }) => c.status)).toEqual(["approved", "declined"]);

    const over = await ask(job.id, ramesh.cookie, 198_000);
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe("change.over_price_cap");
  });
});
