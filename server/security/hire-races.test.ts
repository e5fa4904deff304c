import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { HIRE_RACE_ROUNDS } from "../test/depth";
import { postJob, statusEvents } from "../test/jobs";
import { professional, signUp } from "../test/people";
import { send } from "../test/requests";

// A direct hire waiting for its professional meets their Accept, their Decline and the customer's
// Cancel at once, half of them on a second server: the hire is answered once, and whatever wins,
// the job's status, its people and its recorded steps agree.

/** Each of the three goes first once in `npm test`, twice in `npm run test:deep` (server/test/depth.ts). */
const ROUNDS = HIRE_RACE_ROUNDS;
const ACCEPT_OR_DECLINE = {
  code: "hire.nothing_to_answer",
  message: "This job has no hire waiting for your answer",
};
const CANCEL = { code: "job.not_cancellable", message: "This job can no longer be cancelled" };

type Person = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let other: FastifyInstance;
let customer: Person;
let pro: Person;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { postJob: false } });
  other = await t.anotherInstance();
  customer = await signUp(t.app, { firstName: "Aarati", lastName: "Shrestha" });
  pro = await professional(t.app, "Bikash");
});
afterAll(() => t.close());

async function offeredJob() {
  const job = await postJob(t.app, customer.cookie, { jobType: "hourly", budget: 1500 });
  const hired = await send(t.app, "POST", `/api/jobs/${job.id}/hire`, customer.cookie, {
    professionalId: pro.user.id,
  });
  expect(hired.json()).toMatchObject({ status: "offered" });
  return job.id as string;
}

function fire(requests: ((app: FastifyInstance) => Promise<LightMyRequestResponse>)[]) {
  return Promise.all(requests.map((request, i) => request(i % 2 === 0 ? t.app : other)));
}

/** Every step the job took after being offered, as "from→to", in order, each from where the last left it. */
async function stepsAfterOffer(jobId: string) {
  const events = await statusEvents(t.db, jobId);
  const offered = events.findIndex((event) => event.newStatus === "offered");
  const steps = events.slice(offered + 1);
  let at = "offered";
  for (const step of steps) {
    expect(step.previousStatus).toBe(at);
    at = step.newStatus;
  }
  return steps.map((step) => `${step.previousStatus}→${step.newStatus}`);
}

describe("accept, decline and cancel of one offered hire, fired together", () => {
  it("answers the hire once; every success is one recorded step; the rest are clear 409s", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const jobId = await offeredJob();
      // Rotated, so each of the three goes first in some rounds.
      const requests = [
        (app: FastifyInstance) => send(app, "POST", `/api/jobs/${jobId}/hire/accept`, pro.cookie),
        (app: FastifyInstance) => send(app, "POST", `/api/jobs/${jobId}/hire/decline`, pro.cookie),
        (app: FastifyInstance) => send(app, "POST", `/api/jobs/${jobId}/cancel`, customer.cookie),
      ];
      const order = [0, 1, 2].map((i) => (i + round) % 3);
      const fired = await fire(order.map((i) => requests[i] as (typeof requests)[number]));
      const [accept, decline, cancel] = [0, 1, 2].map(
        (i) => fired[order.indexOf(i)] as LightMyRequestResponse,
      );
      if (!accept || !decline || !cancel) throw new Error("missing response");

      // Accept and Decline never both succeed: the hire is answered once.
      expect(
        [accept.statusCode, decline.statusCode].filter((code) => code === 200).length,
      ).toBeLessThanOrEqual(1);
      for (const [response, body] of [
        [accept, ACCEPT_OR_DECLINE],
        [decline, ACCEPT_OR_DECLINE],
        [cancel, CANCEL],
      ] as const) {
        if (response.statusCode === 200) continue;
        // After a decline the professional is no longer hired, so a late accept is theirs no more.
        const refusals = [409, 403];
        expect(refusals, response.body).toContain(response.statusCode);
        if (response.statusCode === 409) expect(response.json()).toEqual(body);
      }

      const steps = await stepsAfterOffer(jobId);
      const successes = fired.filter((response) => response.statusCode === 200).length;
      expect(steps).toHaveLength(successes);
      const job = (await t.app.inject({ url: `/api/jobs/${jobId}` })).json();
      const last = steps.at(-1)?.split("→")[1] ?? "offered";
      expect(job.status).toBe(last);
      // Declined or cancelled while offered: nobody hired; accepted: the professional is.
      if (job.status === "accepted") expect(job.hiredProfessionalId).toBe(pro.user.id);
      if (steps.includes("offered→open")) {
        expect(job.hiredProfessionalId).toBeNull();
        expect(job.finalPrice).toBeNull();
      }
      expect(steps).not.toContain("open→accepted");
    }
  }, 60_000);
});
