import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { placeBid, postJob } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { get, send } from "../../test/requests";

/**
 * Bid amounts and proposals are for the job's customer, the bidder (their own bid) and admins;
 * everyone else sees how many bids a job has, never what they say (issue 15, finding 10a).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECRET = "I will do it for less than anyone, call me first";

/** A customer's job with three bids: the rival's (the secret one), Ramesh's and Sunil's. */
async function contestedJob() {
  const customer = await signUp(t.app, { firstName: "Aarati" });
  const ramesh = await professional(t.app, "Ramesh");
  const rival = await professional(t.app, "Bikash");
  const sunil = await professional(t.app, "Sunil");
  const job = await postJob(t.app, customer.cookie);
  const mine = (await placeBid(t.app, ramesh.cookie, job.id, { amount: 2400 })).json();
  const secret = (await placeBid(t.app, rival.cookie, job.id, { amount: 1987.65, message: SECRET })).json();
  await placeBid(t.app, sunil.cookie, job.id, { amount: 1500 });
  return { customer, ramesh, rival, sunil, job, mine, secret };
}

async function admin() {
  const signed = await signUp(t.app, { firstName: "Asha" });
  await t.db.update(users).set({ role: "admin" }).where(eq(users.id, signed.user.id));
  return signed;
}

const shows = (body: string) => body.includes(SECRET) || body.includes("1987.65");

describe("GET /api/jobs/:id/bids", () => {
  it("shows every bid to the job's customer and admins", async () => {
    const { customer, job } = await contestedJob();
    for (const cookie of [customer.cookie, (await admin()).cookie]) {
      const bids = (await get(t.app, `/api/jobs/${job.id}/bids`, cookie)).json();
      expect(bids.map((bid: { amount: string }) => bid.amount)).toEqual(["1500.00", "1987.65", "2400.00"]);
    }
  });

  it("shows a bidder only their own bid, and a visitor or another customer none; the job still counts them", async () => {
    const { ramesh, job, mine } = await contestedJob();
    const own = await get(t.app, `/api/jobs/${job.id}/bids`, ramesh.cookie);
    expect(own.json()).toEqual([expect.objectContaining({ id: mine.id, amount: "2400.00" })]);
    expect(shows(own.body)).toBe(false);

    const stranger = await signUp(t.app);
    const outsider = await professional(t.app, "Hari");
    for (const cookie of [undefined, stranger.cookie, outsider.cookie]) {
      const response = await get(t.app, `/api/jobs/${job.id}/bids`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect((await get(t.app, `/api/jobs/${job.id}`, cookie)).json().bidCount).toBe(3);
    }
  });
});

describe("GET /api/bids/:id/competition", () => {
  it("gives the bidder their rank and the lowest, average and highest bid, without the others' amounts or proposals", async () => {
    const { ramesh, mine } = await contestedJob();
    const response = await get(t.app, `/api/bids/${mine.id}/competition`, ramesh.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 3,
      rank: 3,
      lowest: 1500,
      average: 1962.55,
      highest: 2400,
      bids: [
        { rank: 1, status: "pending", mine: false },
        { rank: 2, status: "pending", mine: false },
        { rank: 3, status: "pending", mine: true },
      ],
    });
    expect(shows(response.body)).toBe(false);
  });

  it("is the bidder's own: 401 for visitors, 403 for anyone else, 404 for no bid", async () => {
    const { customer, sunil, mine } = await contestedJob();
    expect((await get(t.app, `/api/bids/${mine.id}/competition`)).statusCode).toBe(401);
    for (const cookie of [customer.cookie, sunil.cookie]) {
      const response = await get(t.app, `/api/bids/${mine.id}/competition`, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: "bid.competition_forbidden",
        message: "You can only see where your own bid stands",
      });
    }
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await get(t.app, `/api/bids/${unknown}/competition`, sunil.cookie)).statusCode).toBe(404);
  });
});

describe("GET /api/jobs/mine", () => {
  it("shows the hired professional their own bid, not the ones it beat", async () => {
    const { customer, ramesh, job, mine } = await contestedJob();
    expect((await send(t.app, "POST", `/api/bids/${mine.id}/accept`, customer.cookie)).statusCode).toBe(200);
    const response = await get(t.app, "/api/jobs/mine?as=professional", ramesh.cookie);
    const hired = response.json().find((found: { id: string }) => found.id === job.id);
    expect(hired.bids.map((bid: { id: string }) => bid.id)).toEqual([mine.id]);
    expect(shows(response.body)).toBe(false);

    const posted = (await get(t.app, "/api/jobs/mine", customer.cookie)).json();
    expect(posted.find((found: { id: string }) => found.id === job.id).bids).toHaveLength(3);
  });
});

describe("GET /api/jobs?professionalId=", () => {
  it("lists the jobs a professional bid on only to them and admins; others see where they are hired or booked", async () => {
    const { rival, job } = await contestedJob();
    const url = `/api/jobs?professionalId=${rival.user.id}`;
    const ids = async (cookie?: string) =>
      (await get(t.app, url, cookie)).json().map((found: { id: string }) => found.id);
    expect(await ids(rival.cookie)).toEqual([job.id]);
    expect(await ids((await admin()).cookie)).toEqual([job.id]);
    expect(await ids()).toEqual([]);
    expect(await ids((await professional(t.app, "Hari")).cookie)).toEqual([]);

    const booker = await signUp(t.app);
    const booked = await postJob(t.app, booker.cookie, { invitedProfessionalId: rival.user.id });
    expect(await ids()).toEqual([booked.id]);
  });
});
