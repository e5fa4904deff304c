import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { RACE_ROUNDS } from "../test/depth";
import { postJob, statusEvents } from "../test/jobs";
import { professional, signUp } from "../test/people";
import { get, send } from "../test/requests";

// Two quotes of one job accepted at once (half on a second server), and a change approved twice at
// once: one accept wins and hires at its total, the other is a clear 409; the price grows once.

type Person = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let other: FastifyInstance;
let customer: Person;
let ramesh: Person;
let sunil: Person;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { postJob: false } });
  other = await t.anotherInstance();
  customer = await signUp(t.app, { firstName: "Aarati", lastName: "Shrestha" });
  ramesh = await professional(t.app, "Ramesh");
  sunil = await professional(t.app, "Sunil");
});
afterAll(() => t.close());

const quoteOf = async (jobId: string, pro: Person, amount: number) =>
  (
    await send(t.app, "POST", `/api/jobs/${jobId}/quotes`, pro.cookie, {
      lines: [{ kind: "labour", description: "The whole job", amount }],
    })
  ).json() as { id: string; total: string; professionalId: string };

describe("two quotes of one job accepted together", () => {
  it("hires exactly one professional at their quote's total; the other accept is 409", async () => {
    for (let round = 0; round < RACE_ROUNDS * 2; round++) {
      const job = await postJob(t.app, customer.cookie, { jobType: "hourly", budget: 1500 });
      const quotes = [await quoteOf(job.id, ramesh, 1800), await quoteOf(job.id, sunil, 2100)];
      if (round % 2 === 1) quotes.reverse();
      const fired: LightMyRequestResponse[] = await Promise.all(
        quotes.map((quote, i) =>
          send(i === 0 ? t.app : other, "POST", `/api/quotes/${quote.id}/accept`, customer.cookie),
        ),
      );
      const won = fired.filter((response) => response.statusCode === 200);
      expect(won, fired.map((response) => response.body).join("\n")).toHaveLength(1);
      const lost = fired.find((response) => response.statusCode !== 200);
      expect(lost?.statusCode, lost?.body).toBe(409);
      expect(["job.not_open", "quote.not_pending"]).toContain(lost?.json().code);

      const winner = quotes[fired.indexOf(won[0] as LightMyRequestResponse)];
      const hired = (await get(t.app, `/api/jobs/${job.id}`)).json();
      expect(hired).toMatchObject({
        status: "accepted",
        hiredProfessionalId: winner?.professionalId,
        finalPrice: winner?.total,
      });
      const listed = (await get(t.app, `/api/jobs/${job.id}/quotes`, customer.cookie)).json();
      expect(listed.map((q: { status: string }) => q.status).sort()).toEqual(["accepted", "declined"]);
      const steps = (await statusEvents(t.db, job.id)).map((e) => `${e.previousStatus}→${e.newStatus}`);
      expect(steps.filter((step) => step === "open→accepted")).toHaveLength(1);
    }
  }, 60_000);
});

describe("one change approved twice at once", () => {
  it("grows the final price once", async () => {
    const job = await postJob(t.app, customer.cookie, { jobType: "hourly", budget: 1500 });
    const quote = await quoteOf(job.id, ramesh, 2000);
    await send(t.app, "POST", `/api/quotes/${quote.id}/accept`, customer.cookie);
    await send(t.app, "POST", `/api/jobs/${job.id}/start`, ramesh.cookie);
    const change = (
      await send(t.app, "POST", `/api/jobs/${job.id}/changes`, ramesh.cookie, {
        lines: [{ kind: "materials", description: "Extra pipe", amount: 500 }],
        reason: "The pipe behind the wall is cracked too.",
      })
    ).json();
    const fired = await Promise.all(
      [t.app, other].map((app) => send(app, "POST", `/api/changes/${change.id}/approve`, customer.cookie)),
    );
    expect(fired.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await get(t.app, `/api/jobs/${job.id}`)).json()).toMatchObject({ finalPrice: "2500.00" });
  });
});
