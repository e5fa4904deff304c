import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSTANT_NO_MATCH_NOTE, INSTANT_NO_PLACE, INSTANT_TAKEN } from "../../../domain/instant-help/schemas";
import type { Db } from "../../db/client";
import { instantDispatches, jobStatusEvents, jobs, userEvents, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { signUp } from "../../test/people";
import { get, send } from "../../test/requests";
import { insertUser } from "../../test/rows";
import { sweepInstantJobs } from "./service";

let t: TestApp;
let clock = new Date("2026-03-01T06:00:00.000Z");
const now = () => clock;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

const BANESHWOR = { latitude: 27.6915, longitude: 85.342 };
const JAWALAKHEL = { latitude: 27.673, longitude: 85.313 };
const POKHARA = { latitude: 28.211, longitude: 83.957 };

type Home = { latitude: number; longitude: number };
type Pro = {
  skills: string[];
  home?: Home | null;
  radius?: number;
  online?: boolean;
  free?: boolean;
  suspended?: boolean;
};

const proValues = ({ skills, home = BANESHWOR, radius = 5, online = true, free = true, suspended }: Pro) => ({
  skillCategories: skills,
  serviceRadius: radius,
  isOnline: online,
  isFreeNow: online && free,
  homeLatitude: home ? home.latitude.toFixed(7) : null,
  homeLongitude: home ? home.longitude.toFixed(7) : null,
  suspendedAt: suspended ? new Date() : null,
  // Their call-out price, which taking a request binds.
  hourlyRate: "800.00",
});

/** A professional written straight into the database (cannot sign in). */
const seedPro = async (db: Db, pro: Pro) => (await insertUser(db, proValues(pro))).id;

/** A professional who can sign in, with the service-area settings given. */
async function signedInPro(pro: Pro, firstName = "Ramesh") {
  const person = await signUp(t.app, { role: "professional", firstName, lastName: "Maharjan" });
  await t.db.update(users).set(proValues(pro)).where(eq(users.id, person.user.id));
  return person;
}

const request = (cookie: string | undefined, body: Record<string, unknown>) =>
  send(t.app, "POST", "/api/jobs/instant", cookie, {
    title: "Water pipe burst in the kitchen",
    location: "Baneshwor, Kathmandu",
    ...BANESHWOR,
    ...body,
  });

async function createRequest(cookie: string, body: Record<string, unknown>) {
  const response = await request(cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().jobId as string;
}

const dispatchedTo = async (jobId: string) =>
  (
    await t.db
      .select({ id: instantDispatches.professionalId })
      .from(instantDispatches)
      .where(eq(instantDispatches.jobId, jobId))
  )
    .map((row) => row.id)
    .sort();

const accept = (jobId: string, cookie?: string) =>
  send(t.app, "POST", `/api/jobs/${jobId}/instant/accept`, cookie);

describe("matching", () => {
  it("offers the request to exactly the available professionals with the skill whose radius covers the customer", async () => {
    const customer = await signUp(t.app, { firstName: "Aarati" });
    const atHome = await seedPro(t.db, { skills: ["Plumbing", "Cleaning"] });
    const jawalakhel = await seedPro(t.db, { skills: ["Plumbing"], home: JAWALAKHEL, radius: 5 });
    const lowercase = await seedPro(t.db, { skills: ["plumbing"], radius: 1 });
    await seedPro(t.db, { skills: ["Plumbing"], online: false });
    await seedPro(t.db, { skills: ["Plumbing"], free: false });
    await seedPro(t.db, { skills: ["Cleaning"] });
    await seedPro(t.db, { skills: ["Plumbing"], home: JAWALAKHEL, radius: 2 });
    await seedPro(t.db, { skills: ["Plumbing"], home: POKHARA, radius: 25 });
    await seedPro(t.db, { skills: ["Plumbing"], home: null });
    await seedPro(t.db, { skills: ["Plumbing"], suspended: true });

    const jobId = await createRequest(customer.cookie, { skillCategory: "Plumbing" });
    expect(await dispatchedTo(jobId)).toEqual([atHome, jawalakhel, lowercase].sort());

    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({
      status: "dispatched",
      jobType: "instant",
      paymentType: "contact",
      urgency: "urgent",
      customerLatitude: "27.6915000",
      dispatchedAt: clock,
    });
    const events = await t.db
      .select({ type: userEvents.type, userId: userEvents.userId, payload: userEvents.payload })
      .from(userEvents)
      .where(eq(userEvents.type, "instant.request"));
    const offers = events.filter((e) => (e.payload as { jobId: string }).jobId === jobId);
    expect(offers.map((e) => e.userId).sort()).toEqual([atHome, jawalakhel, lowercase].sort());
    const far = offers.find((e) => e.userId === jawalakhel)?.payload as { distanceKm: number };
    expect(far.distanceKm).toBeGreaterThan(3);
    expect(far.distanceKm).toBeLessThan(4);

    const state = await get(t.app, `/api/jobs/${jobId}/instant`, customer.cookie);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({
      status: "dispatched",
      view: "searching",
      matchedCount: 3,
      secondsLeft: 60,
      professional: null,
    });
  });

  it("widens once to anyone free within 10 km when nobody's own radius covers the customer", async () => {
    const customer = await signUp(t.app);
    const near = await seedPro(t.db, { skills: ["Mason"], home: JAWALAKHEL, radius: 1 });
    await seedPro(t.db, { skills: ["Mason"], home: { latitude: 27.6915, longitude: 85.46 }, radius: 1 }); // ~11.6 km
    await seedPro(t.db, { skills: ["Mason"], home: JAWALAKHEL, radius: 1, free: false });
    const jobId = await createRequest(customer.cookie, { skillCategory: "Mason" });
    expect(await dispatchedTo(jobId)).toEqual([near]);
    const [event] = await t.db
      .select({ notes: jobStatusEvents.notes })
      .from(jobStatusEvents)
      .where(and(eq(jobStatusEvents.jobId, jobId), eq(jobStatusEvents.newStatus, "dispatched")));
    expect(event?.notes).toContain("widened");
  });

  it("does not widen when someone's own radius already covers the customer", async () => {
    const customer = await signUp(t.app);
    const covering = await seedPro(t.db, { skills: ["Painter"], home: JAWALAKHEL, radius: 5 });
    await seedPro(t.db, { skills: ["Painter"], home: JAWALAKHEL, radius: 1 });
    const jobId = await createRequest(customer.cookie, { skillCategory: "Painter" });
    expect(await dispatchedTo(jobId)).toEqual([covering]);
  });

  it("still creates the request when nobody matches, dispatched to 0 (no-match at 60 s)", async () => {
    const customer = await signUp(t.app);
    const jobId = await createRequest(customer.cookie, { skillCategory: "Computer Repair" });
    const state = await get(t.app, `/api/jobs/${jobId}/instant`, customer.cookie);
    expect(state.json()).toMatchObject({ status: "dispatched", matchedCount: 0 });
  });

  it("resolves the location text against the known places when no coordinates are given", async () => {
    const customer = await signUp(t.app);
    const pokhara = await seedPro(t.db, { skills: ["Gardener"], home: POKHARA, radius: 5 });
    const response = await send(t.app, "POST", "/api/jobs/instant", customer.cookie, {
      title: "Hedge needs trimming",
      skillCategory: "Gardener",
      location: "Lakeside, Pokhara",
    });
    expect(response.statusCode).toBe(201);
    expect(await dispatchedTo(response.json().jobId)).toEqual([pokhara]);
  });
});

describe("POST /api/jobs/instant validation and access", () => {
  it("names the missing or wrong field", async () => {
    const customer = await signUp(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: undefined, skillCategory: "Plumbing" }, "Title is required"],
      [{ title: "  ", skillCategory: "Plumbing" }, "Title is required"],
      [{}, "Service category is required"],
      [{ skillCategory: "Web Design" }, "Choose an instant-help service category"],
      [{ skillCategory: "Plumbing", location: undefined }, "Location is required"],
      [{ skillCategory: "Plumbing", latitude: 91 }, "Latitude must be between -90 and 90"],
    ];
    for (const [body, message] of cases) {
      const response = await request(customer.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const nowhere = await send(t.app, "POST", "/api/jobs/instant", customer.cookie, {
      title: "Help",
      skillCategory: "Plumbing",
      location: "Somewhere unknown",
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toEqual({
      code: "instant.no_place",
      field: "location",
      message: INSTANT_NO_PLACE,
    });
  });

  it("is for signed-in customers: visitors 401, professionals 403", async () => {
    expect((await request(undefined, { skillCategory: "Plumbing" })).statusCode).toBe(401);
    const pro = await signedInPro({ skills: ["Plumbing"] });
    const refused = await request(pro.cookie, { skillCategory: "Plumbing" });
    expect(refused.statusCode).toBe(403);
  });
});

describe("accepting", () => {
  it("of 20 professionals accepting at once exactly one is hired, 19 get 409", async () => {
    const customer = await signUp(t.app, { firstName: "Sunita" });
    const pros = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signedInPro({ skills: ["Appliance Repair"], radius: 5 }, `Pro${i}`),
      ),
    );
    const jobId = await createRequest(customer.cookie, { skillCategory: "Appliance Repair" });
    expect((await dispatchedTo(jobId)).length).toBe(20);

    const responses = await Promise.all(pros.map((pro) => accept(jobId, pro.cookie)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(r.json()).toEqual({ code: "instant.taken", message: INSTANT_TAKEN });

    const winner = pros[codes.indexOf(200)];
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    // Taking it bound the winner's call-out price: their hourly rate (test-helpers: NPR 800).
    expect(job).toMatchObject({
      status: "accepted",
      hiredProfessionalId: winner?.user.id,
      finalPrice: "800.00",
    });
    const accepted = await t.db
      .select()
      .from(jobStatusEvents)
      .where(and(eq(jobStatusEvents.jobId, jobId), eq(jobStatusEvents.newStatus, "accepted")));
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({ previousStatus: "dispatched", triggeredBy: winner?.user.id });
    const [toCustomer] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userEvents)
      .where(
        and(
          eq(userEvents.userId, customer.user.id),
          eq(userEvents.type, "job.status"),
          sql`${userEvents.payload}->>'jobId' = ${jobId} and ${userEvents.payload}->>'status' = 'accepted'`,
        ),
      );
    expect(toCustomer?.n).toBe(1);
    const [closed] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userEvents)
      .where(and(eq(userEvents.type, "instant.closed"), sql`${userEvents.payload}->>'jobId' = ${jobId}`));
    expect(closed?.n).toBe(19);

    const state = await get(t.app, `/api/jobs/${jobId}/instant`, customer.cookie);
    expect(state.json()).toMatchObject({
      status: "accepted",
      view: "found",
      matchedCount: 20,
      professional: {
        id: winner?.user.id,
        firstName: winner?.user.firstName,
        distanceBand: 0,
        messagesUrl: `/messages?userId=${winner?.user.id}`,
        callOutPrice: 800,
      },
    });
  }, 60_000);

  it("done end to end, has its call-out price as the final price, in the professional's earnings", async () => {
    const customer = await signUp(t.app, { firstName: "Sunita" });
    const pro = await signedInPro({ skills: ["Appliance Repair"], radius: 5 }, "Earner");
    const jobId = await createRequest(customer.cookie, { skillCategory: "Appliance Repair" });
    expect((await accept(jobId, pro.cookie)).statusCode).toBe(200);
    for (const step of ["start", "complete"]) {
      expect((await send(t.app, "POST", `/api/jobs/${jobId}/${step}`, pro.cookie)).statusCode, step).toBe(
        200,
      );
    }
    const job = (await get(t.app, `/api/jobs/${jobId}`, customer.cookie)).json();
    expect(job).toMatchObject({ status: "completed", finalPrice: "800.00" });
    const metrics = await get(t.app, `/api/professionals/metrics/${pro.user.id}`, pro.cookie);
    expect(metrics.statusCode).toBe(200);
    expect(metrics.json().earnings.total).toBe(800);
  });

  it("takes the professional off Free Now: the next request is not offered to him until he is free again", async () => {
    const customer = await signUp(t.app, { firstName: "Sunita" });
    const pro = await signedInPro({ skills: ["Appliance Repair"], radius: 5 }, "Busy");
    const first = await createRequest(customer.cookie, { skillCategory: "Appliance Repair" });
    expect((await accept(first, pro.cookie)).statusCode).toBe(200);
    const profile = await get(t.app, "/api/professionals/profile", pro.cookie);
    expect(profile.json()).toMatchObject({ isOnline: true, isFreeNow: false });

    const next = await createRequest((await signUp(t.app, { firstName: "Gita" })).cookie, {
      skillCategory: "Appliance Repair",
    });
    expect(await dispatchedTo(next)).not.toContain(pro.user.id);
    expect((await get(t.app, "/api/instant-help/requests", pro.cookie)).json()).toEqual([]);
  });

  it("binds a price: a professional without an hourly rate is asked to set one first (409)", async () => {
    const customer = await signUp(t.app, { firstName: "Sunita" });
    const pro = await signedInPro({ skills: ["Appliance Repair"], radius: 5 }, "Norate");
    await t.db.update(users).set({ hourlyRate: null }).where(eq(users.id, pro.user.id));
    const jobId = await createRequest(customer.cookie, { skillCategory: "Appliance Repair" });
    const offers = await get(t.app, "/api/instant-help/requests", pro.cookie);
    expect(offers.json()).toEqual([expect.objectContaining({ jobId, callOutPrice: null })]);
    const refused = await accept(jobId, pro.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("instant.no_rate");
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.status).toBe("dispatched");
  });

  it("refuses people it was not offered to (403), visitors (401) and unknown jobs (404)", async () => {
    const customer = await signUp(t.app);
    await signedInPro({ skills: ["AC Repair"] });
    const elsewhere = await signedInPro({ skills: ["AC Repair"], home: POKHARA });
    const jobId = await createRequest(customer.cookie, { skillCategory: "AC Repair" });
    expect((await accept(jobId)).statusCode).toBe(401);
    expect((await accept(jobId, elsewhere.cookie)).statusCode).toBe(403);
    expect((await accept(jobId, customer.cookie)).statusCode).toBe(403);
    expect((await accept("00000000-0000-4000-8000-000000000000", elsewhere.cookie)).statusCode).toBe(404);
    const stranger = await signUp(t.app);
    expect((await get(t.app, `/api/jobs/${jobId}/instant`, stranger.cookie)).statusCode).toBe(403);
    expect((await get(t.app, `/api/jobs/${jobId}/instant`)).statusCode).toBe(401);
  });
});

describe("the hired professional's mobile number", () => {
  it("reaches the customer who hired them, and no public list or other person", async () => {
    const customer = await signUp(t.app, { firstName: "Gita" });
    const pro = await signedInPro({ skills: ["Computer Repair"], home: POKHARA }, "Bishnu");
    const saved = await send(t.app, "PATCH", "/api/users/profile", pro.cookie, { phone: "984-1234567" });
    expect(saved.json()).toMatchObject({ phone: "+9779841234567" });

    const jobId = await createRequest(customer.cookie, { skillCategory: "Computer Repair", ...POKHARA });
    expect((await accept(jobId, pro.cookie)).statusCode).toBe(200);
    const state = await get(t.app, `/api/jobs/${jobId}/instant`, customer.cookie);
    expect(state.json().professional).toMatchObject({ id: pro.user.id, phone: "+9779841234567" });

    const stranger = await signUp(t.app);
    const elsewhere = [
      await get(t.app, `/api/jobs/${jobId}/instant`, stranger.cookie),
      await get(t.app, "/api/professionals?skills=Computer"),
      await get(t.app, `/api/professionals/${pro.user.id}`),
      await get(
        t.app,
        `/api/professionals/nearby?instant=true&lat=${POKHARA.latitude}&lng=${POKHARA.longitude}`,
        stranger.cookie,
      ),
      await get(t.app, `/api/users/${pro.user.id}`, stranger.cookie),
      await get(t.app, `/api/jobs/${jobId}`, stranger.cookie),
    ];
    for (const response of elsewhere) expect(response.body).not.toContain("1234567");
  });

  it("is null when the professional gave none", async () => {
    const customer = await signUp(t.app);
    const pro = await signedInPro({ skills: ["Computer Repair"], home: POKHARA }, "Kamala");
    const jobId = await createRequest(customer.cookie, { skillCategory: "Computer Repair", ...POKHARA });
    await accept(jobId, pro.cookie);
    const state = await get(t.app, `/api/jobs/${jobId}/instant`, customer.cookie);
    expect(state.json().professional).toMatchObject({ id: pro.user.id, phone: null });
  });
});

describe("expiry after 60 s (fake clock)", () => {
  it("turns an unanswered request into no-match when read, and a late accept is 409", async () => {
    const customer = await signUp(t.app);
    const pro = await signedInPro({ skills: ["Care Giver"] });
    const jobId = await createRequest(customer.cookie, { skillCategory: "Care Giver" });
    advance(59);
    const waiting = await get(t.app, `/api/jobs/${jobId}/instant`, customer.cookie);
    expect(waiting.json()).toMatchObject({ status: "dispatched", view: "searching", secondsLeft: 1 });
    advance(1);
    const over = await get(t.app, `/api/jobs/${jobId}/instant`, customer.cookie);
    expect(over.json()).toMatchObject({
      status: "cancelled",
      view: "no-match",
      secondsLeft: 0,
      matchedCount: 1,
    });
    const late = await accept(jobId, pro.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: "instant.taken", message: INSTANT_TAKEN });
    const [event] = await t.db
      .select()
      .from(jobStatusEvents)
      .where(and(eq(jobStatusEvents.jobId, jobId), eq(jobStatusEvents.newStatus, "cancelled")));
    expect(event).toMatchObject({
      previousStatus: "dispatched",
      triggeredBy: null,
      notes: INSTANT_NO_MATCH_NOTE,
    });
  });

  it("expires on a late accept before anyone reads the state, and the sweep expires the rest", async () => {
    const customer = await signUp(t.app);
    const pro = await signedInPro({ skills: ["Care Giver"] });
    const first = await createRequest(customer.cookie, { skillCategory: "Care Giver" });
    const second = await createRequest(customer.cookie, { skillCategory: "Care Giver" });
    advance(61);
    expect((await accept(first, pro.cookie)).statusCode).toBe(409);
    const [job] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, first));
    expect(job?.status).toBe("cancelled");
    expect(await sweepInstantJobs(t.db, now)).toBeGreaterThanOrEqual(1);
    const [swept] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, second));
    expect(swept?.status).toBe("cancelled");
    expect(await sweepInstantJobs(t.db, now)).toBe(0);
  });
});

describe("GET /api/professionals/nearby?instant=true", () => {
  const BIRATNAGAR = { latitude: 26.4553, longitude: 87.2794 };
  it("lists available professionals nearest first from lat/lng when I have no home point", async () => {
    const customer = await signUp(t.app);
    const close = await seedPro(t.db, { skills: ["Electrical"], home: BIRATNAGAR });
    const further = await seedPro(t.db, {
      skills: ["Cleaning"],
      home: { latitude: 26.4553, longitude: 87.33 },
    });
    await seedPro(t.db, { skills: ["Electrical"], home: BIRATNAGAR, online: false });
    await seedPro(t.db, { skills: ["Electrical"], home: BIRATNAGAR, free: false });
    const response = await get(
      t.app,
      `/api/professionals/nearby?instant=true&lat=${BIRATNAGAR.latitude}&lng=${BIRATNAGAR.longitude}`,
      customer.cookie,
    );
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((p: { id: string }) => p.id)).toEqual([close, further]);
    expect(list[0]).toMatchObject({
      firstName: "Hari",
      lastName: "Karki",
      isVerified: false,
      rating: expect.any(Number),
      completedJobs: 0,
      skillCategories: ["Electrical"],
      distanceBand: 0,
    });
    // 5.1 km from the point asked about: the 5–6 km band, never the kilometres themselves.
    expect(list[1].distanceBand).toBe(5);
    expect(list[1]).not.toHaveProperty("distanceKm");
  });

  it("uses my home point, is empty without any point, and needs sign-in", async () => {
    const customer = await signUp(t.app);
    const empty = await get(t.app, "/api/professionals/nearby?instant=true", customer.cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    await t.db
      .update(users)
      .set({ homeLatitude: "28.2110000", homeLongitude: "83.9570000" })
      .where(eq(users.id, customer.user.id));
    const home = await get(t.app, "/api/professionals/nearby?instant=true", customer.cookie);
    expect(home.json().length).toBeGreaterThan(0);
    for (const p of home.json()) expect(p.distanceBand).toBeLessThanOrEqual(25);
    expect((await get(t.app, "/api/professionals/nearby?instant=true")).statusCode).toBe(401);
  });

  it("is not taken for a professional id (static segment wins over /api/professionals/:id)", async () => {
    const customer = await signUp(t.app);
    const response = await get(
      t.app,
      "/api/professionals/nearby?instant=true&lat=27.7&lng=85.3",
      customer.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });
});
