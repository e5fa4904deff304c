import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSTANT_TAKEN } from "../../domain/instant-help/schemas";
import { bids, cartItems, instantDispatches, jobs, orderItems, users } from "../db/schema";
import { availableNow, requestInstantHelp } from "../features/instant-help/test-helpers";
import { insertProduct, stockOf } from "../features/shop/fixtures";
import { createTestApp, type TestApp } from "../test/app";
import { RACE_ROUNDS } from "../test/depth";
import { placeBid, postJob, statusEvents } from "../test/jobs";
import { professional, signUp } from "../test/people";
import { codeFor, freshPhone } from "../test/phone-codes";
import { send } from "../test/requests";

/** Each race is fired once in `npm test`, 4 times in `npm run test:deep` (server/test/depth.ts). */
const ROUNDS = RACE_ROUNDS;
const BANESHWOR = { latitude: 27.6915, longitude: 85.342 };
const delivery = {
  deliveryName: "Aarati Shrestha",
  deliveryPhone: "9841234567",
  deliveryAddress: "House 12, Jawalakhel, Lalitpur",
};

type Person = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let other: FastifyInstance;
let owner: Person;
let pros: Person[];
let shoppers: Person[];

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { postJob: false, bid: false, instantRequest: false } });
  other = await t.anotherInstance();
  owner = await signUp(t.app, { firstName: "Aarati", lastName: "Shrestha" });
  pros = [];
  shoppers = [];
  for (let i = 0; i < 50; i++) {
    pros.push(await professional(t.app, `Pro${i}`));
    shoppers.push(await signUp(t.app, { firstName: `Shopper${i}` }));
  }
}, 120_000);
afterAll(() => t.close());

/** Fires every request at once, half of them at the second server. */
function allAtOnce(requests: ((app: FastifyInstance) => Promise<LightMyRequestResponse>)[]) {
  return Promise.all(requests.map((request, i) => request(i % 2 === 0 ? t.app : other)));
}

/** Exactly one response has `status`; every other one is a 409 with one of these messages. */
function oneWinner(responses: LightMyRequestResponse[], status: number, messages: string[]) {
  const winners = responses.filter((r) => r.statusCode === status);
  expect(winners, responses.map((r) => `${r.statusCode} ${r.body}`).join("\n")).toHaveLength(1);
  for (const loser of responses.filter((r) => r.statusCode !== status)) {
    expect(loser.statusCode, loser.body).toBe(409);
    expect(messages).toContain(loser.json().message);
  }
  return winners[0]?.json();
}

async function jobState(jobId: string) {
  const [job] = await t.db
    .select({ status: jobs.status, hiredProfessionalId: jobs.hiredProfessionalId })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return job;
}

const bidsOf = (jobId: string) =>
  t.db
    .select({ id: bids.id, professionalId: bids.professionalId, status: bids.status })
    .from(bids)
    .where(eq(bids.jobId, jobId));

const acceptedEvents = async (jobId: string) =>
  (await statusEvents(t.db, jobId)).filter((event) => event.newStatus === "accepted");

/** A fresh fixed-price job of the owner's with one bid from each of the 50 professionals. */
async function jobWithFiftyBids() {
  const job = await postJob(t.app, owner.cookie);
  const placed = await Promise.all(pros.map((pro) => placeBid(t.app, pro.cookie, job.id)));
  for (const response of placed) expect(response.statusCode, response.body).toBe(201);
  return { jobId: job.id as string, bidIds: placed.map((response) => response.json().id as string) };
}

/** The job hired exactly the winner's professional through exactly the winner's bid. */
async function expectOneHire(jobId: string, winner: { hiredProfessionalId: string }) {
  expect(await jobState(jobId)).toEqual({
    status: "accepted",
    hiredProfessionalId: winner.hiredProfessionalId,
  });
  const jobBids = await bidsOf(jobId);
  const accepted = jobBids.filter((bid) => bid.status === "accepted");
  expect(accepted.map((bid) => bid.professionalId)).toEqual([winner.hiredProfessionalId]);
  expect(jobBids.filter((bid) => bid.status === "rejected")).toHaveLength(jobBids.length - 1);
  expect(await acceptedEvents(jobId)).toHaveLength(1);
}

describe("races: exactly one winner, clear 409s for the rest, a consistent database", () => {
  it("50 accepts of different bids on one job hire one professional", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { jobId, bidIds } = await jobWithFiftyBids();
      const responses = await allAtOnce(
        bidIds.map((id) => (app) => send(app, "POST", `/api/bids/${id}/accept`, owner.cookie)),
      );
      await expectOneHire(
        jobId,
        oneWinner(responses, 200, ["This job is no longer open", "This bid is no longer pending"]),
      );
    }
  }, 120_000);

  it("50 accepts of the same bid hire its professional once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { jobId, bidIds } = await jobWithFiftyBids();
      const bidId = bidIds[round] as string;
      const responses = await allAtOnce(
        bidIds.map(() => (app) => send(app, "POST", `/api/bids/${bidId}/accept`, owner.cookie)),
      );
      const winner = oneWinner(responses, 200, [
        "This job is no longer open",
        "This bid is no longer pending",
      ]);
      expect(winner.hiredProfessionalId).toBe(pros[round]?.user.id);
      await expectOneHire(jobId, winner);
    }
  }, 120_000);

  it("50 identical bids from one professional on one job make one bid", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const pro = pros[round] as Person;
      const job = await postJob(t.app, owner.cookie);
      const responses = await allAtOnce(pros.map(() => (app) => placeBid(app, pro.cookie, job.id)));
      const bid = oneWinner(responses, 201, ["You have already submitted a bid for this job."]);
      expect(await bidsOf(job.id)).toEqual([{ id: bid.id, professionalId: pro.user.id, status: "pending" }]);
    }
  }, 120_000);

  it("50 customers ordering the last unit of a product: one order, stock 0, the others' carts untouched", async () => {
    const ids = shoppers.map((shopper) => shopper.user.id);
    for (let round = 0; round < ROUNDS; round++) {
      const product = await insertProduct(t.db, { stockQuantity: 1 });
      await t.db.delete(cartItems).where(inArray(cartItems.userId, ids));
      await t.db.insert(cartItems).values(ids.map((userId) => ({ userId, itemId: product.id, quantity: 1 })));
      const responses = await allAtOnce(
        shoppers.map((shopper) => (app) => send(app, "POST", "/api/shop/orders", shopper.cookie, delivery)),
      );
      const order = oneWinner(responses, 201, [`${product.name} is out of stock`]);
      expect(await stockOf(t.db, product.id)).toBe(0);
      const lines = await t.db
        .select({ orderId: orderItems.orderId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.itemId, product.id));
      expect(lines).toEqual([{ orderId: order.id, quantity: 1 }]);
      const carts = await t.db
        .select({ userId: cartItems.userId })
        .from(cartItems)
        .where(eq(cartItems.itemId, product.id));
      expect(carts).toHaveLength(49);
    }
  }, 120_000);

  it("20 professionals accepting one instant request: one is hired", async () => {
    const twenty = pros.slice(0, 20);
    await availableNow(
      t.db,
      twenty.map((pro) => pro.user.id),
      { home: BANESHWOR, skills: ["Plumbing"], serviceRadius: 5 },
    );
    for (let round = 0; round < ROUNDS; round++) {
      const jobId = await requestInstantHelp(t.app, owner.cookie, {
        title: "Water pipe burst in the kitchen",
        skillCategory: "Plumbing",
        location: "Baneshwor, Kathmandu",
        ...BANESHWOR,
      });
      const offered = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(instantDispatches)
        .where(eq(instantDispatches.jobId, jobId));
      expect(offered).toEqual([{ n: 20 }]);

      const responses = await allAtOnce(
        twenty.map((pro) => (app) => send(app, "POST", `/api/jobs/${jobId}/instant/accept`, pro.cookie)),
      );
      const state = oneWinner(responses, 200, [INSTANT_TAKEN]);
      expect(state).toMatchObject({ status: "accepted", view: "found" });
      expect(await jobState(jobId)).toEqual({
        status: "accepted",
        hiredProfessionalId: state.professional.id,
      });
      const accepted = await acceptedEvents(jobId);
      expect(accepted).toEqual([
        { previousStatus: "dispatched", newStatus: "accepted", triggeredBy: state.professional.id },
      ]);
    }
  }, 120_000);
});

describe("one code, verified at once", () => {
  it("5 sign-ins with one new number's code: one account, one session; the others are told the code is used", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const phone = freshPhone();
      const code = await codeFor(t, { phone, purpose: "sign-in" });
      const responses = await allAtOnce(
        Array.from(
          { length: 5 },
          () => (app: FastifyInstance) =>
            send(app, "POST", "/api/auth/otp/verify", undefined, {
              phone,
              code,
              firstName: "Bina",
              lastName: "Rai",
            }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, responses.map((r) => r.body).join("\n")).toEqual([201, 400, 400, 400, 400]);
      for (const loser of responses.filter((response) => response.statusCode === 400)) {
        expect(loser.json().code).toBe("auth.code_expired");
      }
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))).toHaveLength(1);
    }
  });
});

describe("bids racing an accept", () => {
  it("19 bids fired with the accept: each lands before it (then rejected) or is refused, none stays pending", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const job = await postJob(t.app, owner.cookie);
      const first = (await placeBid(t.app, pros[0]?.cookie as string, job.id)).json();
      const responses = await allAtOnce([
        (app) => send(app, "POST", `/api/bids/${first.id}/accept`, owner.cookie),
        ...pros.slice(1, 20).map((pro) => (app: FastifyInstance) => placeBid(app, pro.cookie, job.id)),
      ]);
      expect(responses[0]?.statusCode, responses[0]?.body).toBe(200);
      for (const bid of responses.slice(1)) {
        if (bid.statusCode === 409)
          expect(bid.json()).toEqual({
            code: "bid.job_not_accepting",
            message: "This job is no longer accepting bids",
          });
        else expect(bid.statusCode, bid.body).toBe(201);
      }
      const jobBids = await bidsOf(job.id);
      expect(jobBids.filter((bid) => bid.status === "pending")).toEqual([]);
      expect(jobBids.filter((bid) => bid.status === "accepted")).toHaveLength(1);
      expect(await jobState(job.id)).toMatchObject({ status: "accepted" });
    }
  }, 120_000);
});
