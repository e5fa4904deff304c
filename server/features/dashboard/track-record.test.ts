import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantDispatches, jobStatusEvents, messages } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { postJob } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { get, send } from "../../test/requests";
import { insertJob } from "../../test/rows";
import { recomputeTrackRecord, refreshTrackRecords } from "./track-record";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { postJob: false, message: false } });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms);
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

type Person = Awaited<ReturnType<typeof signUp>>;

/** The track record as the profile dialog, the service-area profile and the dashboard each answer it. */
async function trackRecord(pro: Person) {
  const detail = (await get(t.app, `/api/professionals/${pro.user.id}`)).json();
  const profile = (await get(t.app, "/api/professionals/profile", pro.cookie)).json();
  const dashboard = (await get(t.app, `/api/professionals/metrics/${pro.user.id}`, pro.cookie)).json();
  const shown = {
    responseTime: detail.statistics.responseTime,
    acceptanceRate: detail.statistics.acceptanceRate,
  };
  // One figure everywhere.
  expect({ responseTime: detail.responseTime, acceptanceRate: detail.acceptanceRate }).toEqual(shown);
  expect({ responseTime: profile.responseTime, acceptanceRate: profile.acceptanceRate }).toEqual(shown);
  expect({
    responseTime: dashboard.responseTime.minutes,
    acceptanceRate: dashboard.responseTime.acceptanceRate,
  }).toEqual(shown);
  return shown;
}

/** A job of `customerId` with these status steps (previous → new, by whom, when). */
async function jobWithSteps(
  customerId: string,
  jobType: "bidding" | "instant",
  steps: [from: string | null, to: string, by: string | null, at: Date][],
) {
  const job = await insertJob(t.db, customerId, { jobType, paymentType: "hourly" });
  await t.db.insert(jobStatusEvents).values(
    steps.map(([previousStatus, newStatus, triggeredBy, createdAt]) => ({
      jobId: job.id,
      previousStatus: previousStatus as never,
      newStatus: newStatus as never,
      triggeredBy,
      createdAt,
    })),
  );
  return job.id;
}

describe("a professional's acceptance rate and response time", () => {
  it("are New (null) until a request has reached them, never a made-up 100 %", async () => {
    const pro = await professional(t.app, "Naya");
    expect(await trackRecord(pro)).toEqual({ responseTime: null, acceptanceRate: null });
  });

  it("come from the hires, instant requests and first messages of the last 90 days", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app, "Bikash");
    const rival = await professional(t.app, "Rival");
    const P = pro.user.id;
    const C = customer.user.id;

    // Hire offered 10 days ago, accepted after 30 minutes: yes, 30 min.
    const offerA = ago(10 * DAY);
    await jobWithSteps(C, "bidding", [
      ["open", "offered", C, offerA],
      ["offered", "accepted", P, later(offerA, 30 * MINUTE)],
    ]);
    // Hire offered 5 days ago, declined after 10 minutes: no, 10 min.
    const offerB = ago(5 * DAY);
    await jobWithSteps(C, "bidding", [
      ["open", "offered", C, offerB],
      ["offered", "open", P, later(offerB, 10 * MINUTE)],
    ]);
    // Hire offered and withdrawn by the customer before any answer: not counted.
    const offerF = ago(4 * DAY);
    await jobWithSteps(C, "bidding", [
      ["open", "offered", C, offerF],
      ["offered", "cancelled", C, later(offerF, 5 * MINUTE)],
    ]);
    // Instant request sent 3 days ago, taken after 2 minutes: yes, 2 min.
    const sentC = ago(3 * DAY);
    const takenJob = await jobWithSteps(C, "instant", [
      ["open", "dispatched", null, sentC],
      ["dispatched", "accepted", P, later(sentC, 2 * MINUTE)],
    ]);
    // Instant request sent 2 days ago that ran out with nobody taking it: no.
    const sentD = ago(2 * DAY);
    const expiredJob = await jobWithSteps(C, "instant", [
      ["open", "dispatched", null, sentD],
      ["dispatched", "cancelled", null, later(sentD, MINUTE)],
    ]);
    // Instant request another professional took first: no chance to answer, not counted.
    const sentE = ago(DAY);
    const lostJob = await jobWithSteps(C, "instant", [
      ["open", "dispatched", null, sentE],
      ["dispatched", "accepted", rival.user.id, later(sentE, 20_000)],
    ]);
    await t.db.insert(instantDispatches).values(
      [
        [takenJob, sentC],
        [expiredJob, sentD],
        [lostJob, sentE],
      ].map(([jobId, createdAt]) => ({
        jobId: jobId as string,
        professionalId: P,
        distanceM: 1500,
        createdAt: createdAt as Date,
      })),
    );
    // A customer writes first a day ago; the first reply comes 50 minutes later: 50 min.
    const stranger = await signUp(t.app, { firstName: "Gita" });
    const wrote = ago(DAY);
    await t.db.insert(messages).values([
      { senderId: stranger.user.id, receiverId: P, content: "Are you free?", createdAt: wrote },
      { senderId: stranger.user.id, receiverId: P, content: "Hello?", createdAt: later(wrote, 20 * MINUTE) },
      {
        senderId: P,
        receiverId: stranger.user.id,
        content: "Yes, tomorrow.",
        createdAt: later(wrote, 50 * MINUTE),
      },
    ]);
    // A hire answered 120 days ago is outside the window.
    const old = ago(120 * DAY);
    await jobWithSteps(C, "bidding", [
      ["open", "offered", C, old],
      ["offered", "open", P, later(old, 600 * MINUTE)],
    ]);

    await recomputeTrackRecord(t.db, [P]);
    // Said yes to 2 (hire A, instant C) of 4 (A, B, C, D); answers took 30, 10, 2 and 50 minutes: median 20.
    expect(await trackRecord(pro)).toEqual({ responseTime: 20, acceptanceRate: 50 });
  });

  it("follow each answer through the API: accepting and declining a hire, a first reply", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app, "Hari");
    const hire = async () => {
      const job = await postJob(t.app, customer.cookie, { jobType: "hourly", budget: 1500 });
      const hired = await send(t.app, "POST", `/api/jobs/${job.id}/hire`, customer.cookie, {
        professionalId: pro.user.id,
      });
      expect(hired.statusCode, hired.body).toBe(200);
      return job.id as string;
    };

    const first = await hire();
    // Offered, not answered yet: still New.
    expect(await trackRecord(pro)).toEqual({ responseTime: null, acceptanceRate: null });
    expect((await send(t.app, "POST", `/api/jobs/${first}/hire/accept`, pro.cookie)).statusCode).toBe(200);
    expect(await trackRecord(pro)).toEqual({ responseTime: 1, acceptanceRate: 100 });

    const second = await hire();
    expect((await send(t.app, "POST", `/api/jobs/${second}/hire/decline`, pro.cookie)).statusCode).toBe(200);
    expect(await trackRecord(pro)).toEqual({ responseTime: 1, acceptanceRate: 50 });

    // Someone wrote to them 3 hours ago; replying now adds a 180-minute answer: the median of about
    // 0, 0 and 180 minutes is still under a minute, shown as 1.
    const stranger = await signUp(t.app, { firstName: "Gita" });
    await t.db.insert(messages).values({
      senderId: stranger.user.id,
      receiverId: pro.user.id,
      content: "Namaste",
      createdAt: ago(180 * MINUTE),
    });
    const reply = await send(t.app, "POST", "/api/messages", pro.cookie, {
      receiverId: stranger.user.id,
      content: "Namaste, sorry for the wait!",
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await trackRecord(pro)).toEqual({ responseTime: 1, acceptanceRate: 50 });
    const another = await signUp(t.app, { firstName: "Kamal" });
    await t.db.insert(messages).values({
      senderId: another.user.id,
      receiverId: pro.user.id,
      content: "Namaste",
      createdAt: ago(240 * MINUTE),
    });
    await send(t.app, "POST", "/api/messages", pro.cookie, {
      receiverId: another.user.id,
      content: "Namaste!",
    });
    // About 0, 0, 180 and 240 minutes: the median is (0 + 180) / 2 = 90.
    expect(await trackRecord(pro)).toEqual({ responseTime: 90, acceptanceRate: 50 });
  });

  it("age out of the 90 days with no new answer: the sweep brings every professional up to date", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app, "Purano");
    const steady = await professional(t.app, "Sthir");
    // Each answered a hire 89 days ago: counted, yes after 15 minutes.
    const offered = ago(89 * DAY);
    const jobs = [];
    for (const who of [pro, steady]) {
      jobs.push(
        await jobWithSteps(customer.user.id, "bidding", [
          ["open", "offered", customer.user.id, offered],
          ["offered", "accepted", who.user.id, later(offered, 15 * MINUTE)],
        ]),
      );
    }
    await recomputeTrackRecord(t.db, [pro.user.id, steady.user.id]);
    expect(await trackRecord(pro)).toEqual({ responseTime: 15, acceptanceRate: 100 });

    // Two days pass for the first one's answer (its events now 91 days old); nobody answers anything.
    await t.db
      .update(jobStatusEvents)
      .set({ createdAt: sql`${jobStatusEvents.createdAt} - interval '2 days'` })
      .where(eq(jobStatusEvents.jobId, jobs[0] as string));
    // Stale until the sweep runs; then New again. The other's figures were right: left as they were.
    expect(await trackRecord(pro)).toEqual({ responseTime: 15, acceptanceRate: 100 });
    expect(await refreshTrackRecords(t.db)).toBeGreaterThanOrEqual(1);
    expect(await trackRecord(pro)).toEqual({ responseTime: null, acceptanceRate: null });
    expect(await trackRecord(steady)).toEqual({ responseTime: 15, acceptanceRate: 100 });
    // A second sweep finds nothing to change.
    expect(await refreshTrackRecords(t.db)).toBe(0);
  });
});
