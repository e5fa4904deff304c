import { asc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobEdits, jobs } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { RACE_ROUNDS } from "../test/depth";
import { placeBid, postJob } from "../test/jobs";
import { professional, signUp } from "../test/people";
import { send } from "../test/requests";

// An edit of a job meets the customer accepting a bid on it, or another edit, at once, half of them
// on a second server. Both lock the job's row first, so they take turns: there is exactly one order
// of events, and the job, its edits and its status steps all tell the same one.

type Person = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let other: FastifyInstance;
let customer: Person;
let pro: Person;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { postJob: false, bid: false } });
  other = await t.anotherInstance();
  customer = await signUp(t.app, { firstName: "Aarati", lastName: "Shrestha" });
  pro = await professional(t.app, "Bikash");
});
afterAll(() => t.close());

const fire = (requests: ((app: FastifyInstance) => Promise<LightMyRequestResponse>)[]) =>
  Promise.all(requests.map((request, i) => request(i % 2 === 0 ? t.app : other)));

const edit = (jobId: string, budget: number) => (app: FastifyInstance) =>
  send(app, "PATCH", `/api/jobs/${jobId}`, customer.cookie, { budget });

/** The job's edits, oldest first, and its row. */
async function history(jobId: string) {
  const edits = await t.db
    .select({ at: jobEdits.createdAt, changes: jobEdits.changes })
    .from(jobEdits)
    .where(eq(jobEdits.jobId, jobId))
    .orderBy(asc(jobEdits.createdAt));
  const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
  return { edits, job };
}

describe("editing a job races", () => {
  it("an edit beside a bid's accept: the edit lands before the hire, or is refused after it", async () => {
    for (let round = 0; round < RACE_ROUNDS * 2; round++) {
      const job = await postJob(t.app, customer.cookie, { budget: 3000 });
      const bid = (await placeBid(t.app, pro.cookie, job.id)).json();
      const accept = (app: FastifyInstance) =>
        send(app, "POST", `/api/bids/${bid.id}/accept`, customer.cookie);
      const requests = [edit(job.id, 4000), accept];
      const [edited, accepted] = await fire(round % 2 === 0 ? requests : requests.reverse()).then((r) =>
        round % 2 === 0 ? r : r.reverse(),
      );
      expect(accepted?.statusCode, accepted?.body).toBe(200);
      const { edits, job: row } = await history(job.id);
      expect(row).toMatchObject({
        status: "accepted",
        hiredProfessionalId: pro.user.id,
        finalPrice: "2200.00",
      });
      if (edited?.statusCode === 200) {
        // The edit went first: recorded, and the job hired as edited.
        expect(row?.budget).toBe("4000.00");
        expect(edits).toHaveLength(1);
      } else {
        // The accept went first: the edit found the job hired and changed nothing.
        expect(edited?.statusCode, edited?.body).toBe(409);
        expect(edited?.json().code).toBe("job.not_open");
        expect(row?.budget).toBe("3000.00");
        expect(edits).toEqual([]);
      }
    }
  }, 60_000);

  it("two edits at once: both land, one after the other, the second starting from the first's values", async () => {
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const job = await postJob(t.app, customer.cookie, { budget: 3000 });
      const responses = await fire([edit(job.id, 4000), edit(job.id, 5000)]);
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const { edits, job: row } = await history(job.id);
      expect(edits.map((e) => e.changes)).toEqual(
        row?.budget === "5000.00"
          ? [
              [{ field: "budget", from: "3000.00", to: "4000.00" }],
              [{ field: "budget", from: "4000.00", to: "5000.00" }],
            ]
          : [
              [{ field: "budget", from: "3000.00", to: "5000.00" }],
              [{ field: "budget", from: "5000.00", to: "4000.00" }],
            ],
      );
    }
  }, 60_000);
});
