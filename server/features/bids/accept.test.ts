import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bids } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { placeBid, postJob, statusEvents } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { get, send } from "../../test/requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accept = (bidId: string, cookie?: string) => send(t.app, "POST", `/api/bids/${bidId}/accept`, cookie);

/** A customer's job with bids from two professionals. */
async function jobWithTwoBids() {
  const customer = await signUp(t.app);
  const job = await postJob(t.app, customer.cookie);
  const ramesh = await professional(t.app, "Ramesh");
  const sunil = await professional(t.app, "Sunil");
  const first = (await placeBid(t.app, ramesh.cookie, job.id, { amount: 2300 })).json();
  const second = (await placeBid(t.app, sunil.cookie, job.id, { amount: 2100 })).json();
  return { customer, job, ramesh, sunil, first, second };
}

async function bidStatuses(jobId: string) {
  const rows = await t.db
    .select({ id: bids.id, status: bids.status })
    .from(bids)
    .where(eq(bids.jobId, jobId));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

describe("POST /api/bids/:id/accept", () => {
  it("hires the bid's professional at its amount and rejects the other bids", async () => {
    const { customer, job, ramesh, first, second } = await jobWithTwoBids();
    const response = await accept(first.id, customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: job.id,
      status: "accepted",
      hiredProfessionalId: ramesh.user.id,
      finalPrice: "2300.00",
      acceptedAt: expect.any(String),
      hiredProfessional: { firstName: "Ramesh" },
    });
    expect(await bidStatuses(job.id)).toEqual({ [first.id]: "accepted", [second.id]: "rejected" });
    expect((await statusEvents(t.db, job.id)).at(-1)).toEqual({
      previousStatus: "open",
      newStatus: "accepted",
      triggeredBy: customer.user.id,
    });
    const listed = (await get(t.app, `/api/jobs?status=accepted&professionalId=${ramesh.user.id}`)).json();
    expect(listed.map((j: { id: string }) => j.id)).toEqual([job.id]);
  });

  it("is for the job's customer only (403), signed in (401), for known bids (404)", async () => {
    const { ramesh, first } = await jobWithTwoBids();
    const stranger = await signUp(t.app);
    for (const cookie of [ramesh.cookie, stranger.cookie]) {
      const response = await accept(first.id, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: "bid.accept_forbidden",
        message: "Only the customer who posted this job can accept a bid",
      });
    }
    expect((await accept(first.id)).statusCode).toBe(401);
    const unknown = await accept("00000000-0000-4000-8000-000000000000", stranger.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "bid.not_found", message: "Bid not found" });
    expect((await accept("bid-1", stranger.cookie)).statusCode).toBe(400);
  });

  it("refuses a second accept and an accept on a cancelled job with 409", async () => {
    const { customer, job, first, second } = await jobWithTwoBids();
    await accept(first.id, customer.cookie);
    const again = await accept(second.id, customer.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: "job.not_open", message: "This job is no longer open" });

    const other = await jobWithTwoBids();
    await send(t.app, "POST", `/api/jobs/${other.job.id}/cancel`, other.customer.cookie);
    const closed = await accept(other.first.id, other.customer.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ code: "job.not_open", message: "This job is no longer open" });
    expect(await bidStatuses(job.id)).toEqual({ [first.id]: "accepted", [second.id]: "rejected" });
  });

  it("of two accepts of different bids fired at the same moment, exactly one wins", async () => {
    for (let round = 0; round < 3; round++) {
      const { customer, job, first, second } = await jobWithTwoBids();
      const responses = await Promise.all([
        accept(first.id, customer.cookie),
        accept(second.id, customer.cookie),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = responses.find((r) => r.statusCode === 409);
      expect(loser?.json()).toEqual({ code: "job.not_open", message: "This job is no longer open" });
      const accepted = await t.db
        .select({ id: bids.id })
        .from(bids)
        .where(and(eq(bids.jobId, job.id), eq(bids.status, "accepted")));
      expect(accepted).toHaveLength(1);
      const winner = responses.find((r) => r.statusCode === 200)?.json();
      expect(winner.hiredProfessionalId).toBe(
        accepted[0]?.id === first.id ? first.professionalId : second.professionalId,
      );
      const events = (await statusEvents(t.db, job.id)).filter((e) => e.newStatus === "accepted");
      expect(events).toHaveLength(1);
    }
  });
});
