import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSTANT_NOT_NO_MATCH } from "../../../domain/instant-help/schemas";
import { jobs, userEvents } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { signUp } from "../../test/people";
import { get, send } from "../../test/requests";
import { availableNow, freeAgain, requestInstantHelp } from "./test-helpers";

let t: TestApp;
let clock = new Date("2026-03-01T06:00:00.000Z");
const now = () => clock;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  t = await createTestApp({ now, instantSweepMs: 0 });
});
afterAll(() => t.close());

const BANESHWOR = { latitude: 27.6915, longitude: 85.342 };
// About 3.3 km from Baneshwor.
const JAWALAKHEL = { latitude: 27.673, longitude: 85.313 };

async function pro(firstName: string, skills: string[], home = BANESHWOR) {
  const person = await signUp(t.app, { role: "professional", firstName, lastName: "Maharjan" });
  await availableNow(t.db, [person.user.id], { home, skills, serviceRadius: 10 });
  return person;
}

const ask = (cookie: string, body: Record<string, unknown> = {}) =>
  requestInstantHelp(t.app, cookie, {
    title: "Water pipe burst in the kitchen",
    description: "Water everywhere under the sink.",
    skillCategory: "Plumbing",
    location: "Baneshwor, Kathmandu",
    ...BANESHWOR,
    ...body,
  });

const offers = (cookie: string, query = "") => get(t.app, `/api/instant-help/requests${query}`, cookie);

describe("GET /api/instant-help/requests", () => {
  it("lists the waiting requests offered to me, newest first, and drops taken and expired ones", async () => {
    const customer = await signUp(t.app, { firstName: "Aarati", lastName: "Shrestha" });
    const near = await pro("Ramesh", ["Plumbing", "Electrical"]);
    const far = await pro("Sita", ["Plumbing"], JAWALAKHEL);
    const electrician = await pro("Hari", ["Electrical"]);

    const first = await ask(customer.cookie);
    advance(5);
    const second = await ask(customer.cookie, { title: "Toilet overflowing", location: "Baneshwor" });
    advance(5);

    const mine = await offers(near.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((o: { jobId: string }) => o.jobId)).toEqual([second, first]);
    expect(mine.json()[0]).toMatchObject({
      title: "Toilet overflowing",
      skillCategory: "Plumbing",
      urgency: "urgent",
      distanceKm: 0,
      customerName: "Aarati S.",
      secondsLeft: 55,
    });
    expect(mine.json()[1].secondsLeft).toBe(50);
    expect(mine.json()[1].description).toBe("Water everywhere under the sink.");
    expect((await offers(far.cookie)).json()[0].distanceKm).toBeCloseTo(3.3, 0);
    expect((await offers(electrician.cookie)).json()).toEqual([]);

    // Sita takes the first: it leaves Ramesh's list.
    expect((await send(t.app, "POST", `/api/jobs/${first}/instant/accept`, far.cookie)).statusCode).toBe(200);
    expect((await offers(near.cookie)).json().map((o: { jobId: string }) => o.jobId)).toEqual([second]);

    // The second's 60 seconds run out (it was sent 5 s ago).
    advance(55);
    expect((await offers(near.cookie)).json()).toEqual([]);
  });

  it("narrows by category and by distance", async () => {
    const customer = await signUp(t.app);
    const both = await pro("Bikash", ["Plumbing", "Electrical"], JAWALAKHEL);
    const plumbing = await ask(customer.cookie);
    const electrical = await ask(customer.cookie, {
      title: "Sparks from a socket",
      skillCategory: "Electrical",
    });

    const ids = async (query: string) =>
      (await offers(both.cookie, query)).json().map((o: { jobId: string }) => o.jobId);
    expect(await ids("")).toEqual(expect.arrayContaining([plumbing, electrical]));
    expect(await ids("?category=Electrical")).toEqual([electrical]);
    expect(await ids("?category=Plumbing&rangeKm=5")).toEqual([plumbing]);
    expect(await ids("?rangeKm=2")).toEqual([]);
  });

  it("answers bad filters with 400 and refuses visitors and customers", async () => {
    const customer = await signUp(t.app);
    const someone = await pro("Gita", ["Cleaning"]);
    const bad = await offers(someone.cookie, "?rangeKm=40");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("rangeKm must be between 1 and 25");
    expect((await offers(someone.cookie, "?category=Astrology")).statusCode).toBe(400);
    expect((await get(t.app, "/api/instant-help/requests")).statusCode).toBe(401);
    const refused = await offers(customer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: "instant.professionals_only",
      message: "Only professionals receive instant requests",
    });
  });
});

describe("GET /api/instant-help/stats", () => {
  it("counts the waiting requests and averages response time and pay over my instant jobs", async () => {
    const customer = await signUp(t.app);
    const me = await pro("Suman", ["Cleaning"]);
    const empty = await get(t.app, "/api/instant-help/stats", me.cookie);
    expect(empty.json()).toEqual({
      urgentNow: 0,
      avgResponseMinutes: null,
      avgInstantPay: null,
      acceptedCount: 0,
    });

    const taken = await ask(customer.cookie, { skillCategory: "Cleaning", title: "Flooded floor" });
    advance(30);
    await send(t.app, "POST", `/api/jobs/${taken}/instant/accept`, me.cookie);
    await t.db.update(jobs).set({ status: "completed", finalPrice: "1800.00" }).where(eq(jobs.id, taken));
    await freeAgain(t.db, me.user.id);
    const other = await ask(customer.cookie, { skillCategory: "Cleaning", title: "Mud after the rain" });
    advance(90);
    await t.db
      .update(jobs)
      .set({ status: "accepted", hiredProfessionalId: me.user.id, acceptedAt: clock, finalPrice: "1200.00" })
      .where(eq(jobs.id, other));
    await ask(customer.cookie, { skillCategory: "Cleaning", title: "Spilled paint" });

    const stats = await get(t.app, "/api/instant-help/stats", me.cookie);
    expect(stats.statusCode).toBe(200);
    // Responses of 0.5 and 1.5 minutes; only the completed job's price counts.
    expect(stats.json()).toEqual({
      urgentNow: 1,
      avgResponseMinutes: 1,
      avgInstantPay: 1800,
      acceptedCount: 2,
    });
    expect((await get(t.app, "/api/instant-help/stats", customer.cookie)).statusCode).toBe(403);
    expect((await get(t.app, "/api/instant-help/stats")).statusCode).toBe(401);
  });
});

describe("POST /api/jobs/:id/instant/schedule", () => {
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
  const schedule = (id: string, cookie: string | undefined, scheduledAt: unknown = tomorrow()) =>
    send(t.app, "POST", `/api/jobs/${id}/instant/schedule`, cookie, { scheduledAt });

  it("turns a request nobody took into one open scheduled job, once", async () => {
    const customer = await signUp(t.app);
    const request = await ask(customer.cookie, {
      skillCategory: "Mason",
      title: "Wall cracked after the quake",
    });
    const early = await schedule(request, customer.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: "instant.not_no_match", message: INSTANT_NOT_NO_MATCH });

    advance(61);
    expect((await get(t.app, `/api/jobs/${request}/instant`, customer.cookie)).json().view).toBe("no-match");
    const at = tomorrow();
    const made = await schedule(request, customer.cookie, at);
    expect(made.statusCode, made.body).toBe(201);
    const job = (await get(t.app, `/api/jobs/${made.json().jobId}`)).json();
    expect(job).toMatchObject({
      title: "Wall cracked after the quake",
      skillCategory: "Mason",
      location: "Baneshwor, Kathmandu",
      status: "open",
      jobType: "scheduled",
      paymentType: "contact",
      customerId: customer.user.id,
    });
    expect(Date.parse(job.scheduledAt)).toBe(Date.parse(at));

    const again = await schedule(request, customer.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "instant.already_scheduled",
      message: "This request has already been scheduled",
    });
  });

  it("a request the customer cancelled is closed, not no-match: it cannot be scheduled and its offers go", async () => {
    const customer = await signUp(t.app);
    const offered = await pro("Dipak", ["Mason"]);
    const request = await ask(customer.cookie, {
      skillCategory: "Mason",
      title: "Loose bricks on the parapet",
    });
    expect((await offers(offered.cookie)).json()).toHaveLength(1);

    expect((await send(t.app, "POST", `/api/jobs/${request}/cancel`, customer.cookie)).statusCode).toBe(200);
    expect((await get(t.app, `/api/jobs/${request}/instant`, customer.cookie)).json().view).toBe("closed");
    expect((await offers(offered.cookie)).json()).toEqual([]);
    const [closed] = await t.db
      .select({ payload: userEvents.payload })
      .from(userEvents)
      .where(and(eq(userEvents.userId, offered.user.id), eq(userEvents.type, "instant.closed")));
    expect(closed?.payload).toEqual({ jobId: request, reason: "cancelled" });

    advance(61);
    const refused = await schedule(request, customer.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: "instant.not_no_match", message: INSTANT_NOT_NO_MATCH });
  });

  it("refuses other people, past or far times and jobs that are not instant", async () => {
    const customer = await signUp(t.app);
    const stranger = await signUp(t.app);
    const request = await ask(customer.cookie, { skillCategory: "Mason" });
    advance(61);
    await get(t.app, `/api/jobs/${request}/instant`, customer.cookie);

    expect((await schedule(request, undefined)).statusCode).toBe(401);
    expect((await schedule(request, stranger.cookie)).statusCode).toBe(403);
    const past = await schedule(request, customer.cookie, "2020-01-01T09:00:00.000Z");
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain("Scheduled time must be in the future");
    const far = await schedule(
      request,
      customer.cookie,
      new Date(Date.now() + 90 * 86_400_000).toISOString(),
    );
    expect(far.json().message).toContain("Scheduled time must be within 60 days");
    expect((await schedule(request, customer.cookie, "tomorrow")).statusCode).toBe(400);
    expect((await schedule("00000000-0000-4000-8000-000000000000", customer.cookie)).statusCode).toBe(404);
  });
});
