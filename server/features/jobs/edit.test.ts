import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobEdits, jobs, userEvents } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { hiredJob, placeBid, postJob } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { get, send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { postJob: false, bid: false } });
});
afterAll(() => t.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const edit = (jobId: string, cookie: string | undefined, body: Record<string, unknown>) =>
  send(t.app, "PATCH", `/api/jobs/${jobId}`, cookie, body);

const editedEvents = (userId: string) =>
  t.db
    .select({ payload: userEvents.payload })
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), eq(userEvents.type, "job.edited")))
    .orderBy(asc(userEvents.id));

const editsOf = (jobId: string) => t.db.select().from(jobEdits).where(eq(jobEdits.jobId, jobId));

describe("PATCH /api/jobs/:id", () => {
  it("changes the fields, records old → new, and tells each professional with a pending bid", async () => {
    const customer = await signUp(t.app);
    const [pro, other] = [await professional(t.app), await professional(t.app, "Sita")];
    const bystander = await professional(t.app, "Hari");
    const job = await postJob(t.app, customer.cookie, { budget: 3000 });
    await placeBid(t.app, pro.cookie, job.id);
    await placeBid(t.app, other.cookie, job.id);

    const response = await edit(job.id, customer.cookie, {
      budget: 4000,
      description: "The tap and the shower both drip now.",
      title: job.title,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      budget: "4000.00",
      description: "The tap and the shower both drip now.",
      edits: [
        {
          at: expect.any(String),
          changes: [
            { field: "budget", from: "3000.00", to: "4000.00" },
            { field: "description", from: job.description, to: "The tap and the shower both drip now." },
          ],
        },
      ],
    });
    // Anyone reading the job sees what changed and when.
    const read = await get(t.app, `/api/jobs/${job.id}`, pro.cookie);
    expect(read.json().edits).toEqual(response.json().edits);

    for (const bidder of [pro, other]) {
      expect(await editedEvents(bidder.user.id)).toEqual([
        { payload: { jobId: job.id, jobTitle: job.title, fields: ["budget", "description"] } },
      ]);
    }
    expect(await editedEvents(bystander.user.id)).toEqual([]);
    expect(await editedEvents(customer.user.id)).toEqual([]);
  });

  it("records nothing when nothing changes", async () => {
    const customer = await signUp(t.app);
    const job = await postJob(t.app, customer.cookie);
    const response = await edit(job.id, customer.cookie, { title: job.title, budget: 2500 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().edits).toEqual([]);
    expect(await editsOf(job.id)).toEqual([]);
  });

  it("lets the category change while the job has no bids, and refuses it once it has one (409)", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app);
    const job = await postJob(t.app, customer.cookie);
    const moved = await edit(job.id, customer.cookie, { skillCategory: "Electrical" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().skillCategory).toBe("Electrical");

    await placeBid(t.app, pro.cookie, job.id);
    const refused = await edit(job.id, customer.cookie, { skillCategory: "Carpentry", budget: 9000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "job.category_locked", field: "skillCategory" });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ skillCategory: "Electrical", budget: "2500.00" });
    expect(await editsOf(job.id)).toHaveLength(1);
  });

  it("refuses anyone but the job's customer (403), nobody signed in (401) and an unknown job (404)", async () => {
    const customer = await signUp(t.app);
    const job = await postJob(t.app, customer.cookie);
    const stranger = await signUp(t.app, { firstName: "Bina" });
    const pro = await professional(t.app);
    for (const cookie of [stranger.cookie, pro.cookie]) {
      const refused = await edit(job.id, cookie, { budget: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("job.edit_forbidden");
    }
    expect((await edit(job.id, undefined, { budget: 1 })).statusCode).toBe(401);
    const missing = await edit(UNKNOWN, customer.cookie, { budget: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("job.not_found");
    expect(await editsOf(job.id)).toEqual([]);
  });

  it("refuses a job that is no longer open (409): a bid accepted, a hire offered, cancelled", async () => {
    const { customer, job } = await hiredJob(t.app);
    const accepted = await edit(job.id, customer.cookie, { budget: 5000 });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().code).toBe("job.not_open");

    const other = await postJob(t.app, customer.cookie, { jobType: "hourly" });
    const pro = await professional(t.app, "Gita");
    expect(
      (
        await send(t.app, "POST", `/api/jobs/${other.id}/hire`, customer.cookie, {
          professionalId: pro.user.id,
        })
      ).statusCode,
    ).toBe(200);
    expect((await edit(other.id, customer.cookie, { title: "Another title" })).json().code).toBe(
      "job.not_open",
    );

    const third = await postJob(t.app, customer.cookie);
    await send(t.app, "POST", `/api/jobs/${third.id}/cancel`, customer.cookie);
    expect((await edit(third.id, customer.cookie, { title: "Another title" })).statusCode).toBe(409);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const customer = await signUp(t.app);
    const job = await postJob(t.app, customer.cookie);
    const cases: Record<string, unknown>[] = [
      {},
      { title: "   " },
      { budget: -5 },
      { budget: "a lot" },
      { budget: 12.345 },
      { urgency: "yesterday" },
      { mediaUrls: ["https://example.com/cat.png"] },
      { budget: 250_000 },
    ];
    for (const body of cases) {
      const response = await edit(job.id, customer.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code, JSON.stringify(body)).toEqual(expect.any(String));
    }
    expect((await edit(job.id, customer.cookie, { budget: 250_000 })).json()).toMatchObject({
      code: "job.over_price_cap",
      field: "budget",
    });
    expect(await editsOf(job.id)).toEqual([]);
  });
});
