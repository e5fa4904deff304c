import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { hiredJob, placeBid, postJob } from "../../test/jobs";
import { professional, signUp } from "../../test/people";
import { send } from "../../test/requests";
import { EVENTS_CHANNEL, type EventNotice, publish } from "./publish";
import { listening, openStream, pause } from "./test-stream";

let t: TestApp;
let base: string;
let baseB: string;
const streams: Awaited<ReturnType<typeof openStream>>[] = [];

async function stream(url: string, cookie: string, headers?: Record<string, string>) {
  const opened = await openStream(url, cookie, headers);
  streams.push(opened);
  return opened;
}

beforeAll(async () => {
  t = await createTestApp();
  base = await listening(t.app);
  baseB = await listening(await t.anotherInstance());
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await t?.close();
});

describe("GET /api/events", () => {
  it("refuses anonymous visitors with 401 JSON", async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: "auth.unauthenticated", message: "You are not logged in" });
  });

  it("streams text/event-stream with a retry hint and a starting id", async () => {
    const { cookie } = await signUp(t.app);
    const s = await stream(base, cookie);
    expect(s.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(s.response.headers.get("cache-control")).toBe("no-cache");
    expect(s.response.headers.get("x-accel-buffering")).toBe("no");
    await s.ready();
    expect(s.retry).toBeGreaterThan(0);
  });

  it("tells the job's customer of a new bid, and nobody else", async () => {
    const customer = await signUp(t.app, { firstName: "Aarati", lastName: "Shrestha" });
    const pro = await professional(t.app, "Bikash");
    const other = await professional(t.app, "Other");
    const job = await postJob(t.app, customer.cookie, { title: "Paint the gate" });
    const [mine, theirs, bidder] = await Promise.all([
      stream(base, customer.cookie),
      stream(base, other.cookie),
      stream(base, pro.cookie),
    ]);
    await Promise.all([mine.ready(), theirs.ready(), bidder.ready()]);
    const bid = (await placeBid(t.app, pro.cookie, job.id)).json();
    const [event] = await mine.waitFor(1);
    expect(event).toMatchObject({
      event: "bid.created",
      data: {
        type: "bid.created",
        bidId: bid.id,
        jobId: job.id,
        jobTitle: "Paint the gate",
        professionalName: "Bikash Maharjan",
      },
    });
    await pause(300);
    expect(theirs.events).toEqual([]);
    expect(bidder.events).toEqual([]);
  });

  it("tells the professional that their bid was accepted, and the job moved", async () => {
    const { customer, pro, bid, job } = await hiredJob(t.app, { accept: false });
    const s = await stream(base, pro.cookie);
    await s.ready();
    const accepted = await send(t.app, "POST", `/api/bids/${bid.id}/accept`, customer.cookie);
    expect(accepted.statusCode).toBe(200);
    const events = await s.waitFor(2);
    expect(events.map((e) => e.event).sort()).toEqual(["bid.updated", "job.status"]);
    expect(events.find((e) => e.event === "bid.updated")?.data).toMatchObject({
      bidId: bid.id,
      jobId: job.id,
      status: "accepted",
    });
    expect(events.find((e) => e.event === "job.status")?.data).toMatchObject({
      status: "accepted",
      previousStatus: "open",
      actorId: customer.user.id,
      bidId: bid.id,
    });
  });

  it("tells the receiver of a new message", async () => {
    const sender = await signUp(t.app, { firstName: "Hari", lastName: "Thapa" });
    const receiver = await signUp(t.app);
    const s = await stream(base, receiver.cookie);
    const own = await stream(base, sender.cookie);
    await Promise.all([s.ready(), own.ready()]);
    const sent = await send(t.app, "POST", "/api/messages", sender.cookie, {
      receiverId: receiver.user.id,
      content: "Namaste, are you free tomorrow?",
    });
    expect(sent.statusCode).toBe(201);
    const [event] = await s.waitFor(1);
    expect(event?.data).toEqual({
      type: "message.created",
      messageId: sent.json().id,
      senderId: sender.user.id,
      senderName: "Hari Thapa",
      jobId: null,
    });
    await pause(200);
    expect(own.events).toEqual([]);
  });

  it("replays exactly the events missed after Last-Event-ID", async () => {
    const sender = await signUp(t.app);
    const receiver = await signUp(t.app);
    const message = (content: string) =>
      send(t.app, "POST", "/api/messages", sender.cookie, { receiverId: receiver.user.id, content });
    const first = await stream(base, receiver.cookie);
    await first.ready();
    await message("one");
    const [seen] = await first.waitFor(1);
    await first.close();
    const missed = [(await message("two")).json().id, (await message("three")).json().id];

    const byHeader = await stream(base, receiver.cookie, { "last-event-id": String(seen?.id) });
    const replayed = await byHeader.waitFor(2);
    await pause(200);
    expect(byHeader.events.map((e) => e.data.messageId)).toEqual(missed);
    expect(replayed[1]?.id).toBeGreaterThan(replayed[0]?.id ?? Infinity);
    // A replayed event's notice arriving late (it can trail the replay's query) sends nothing again.
    const late: EventNotice = { e: [[receiver.user.id, replayed[1]?.id ?? 0]] };
    await t.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(late)})`);
    await pause(300);
    expect(byHeader.events.map((e) => e.data.messageId)).toEqual(missed);

    const byQuery = await fetch(`${base}/api/events?lastEventId=${seen?.id}`, {
      headers: { cookie: receiver.cookie },
    });
    expect(byQuery.status).toBe(200);
    await byQuery.body?.cancel();

    const fourth = (await message("four")).json().id;
    await byHeader.waitFor(3);
    expect(byHeader.events[2]?.data.messageId).toBe(fourth);
  });

  it("delivers an event published through one instance to a stream on another", async () => {
    const sender = await signUp(t.app);
    const receiver = await signUp(t.app);
    const onB = await stream(baseB, receiver.cookie);
    await onB.ready();
    const sent = await send(t.app, "POST", "/api/messages", sender.cookie, {
      receiverId: receiver.user.id,
      content: "From instance A",
    });
    const [event] = await onB.waitFor(1);
    expect(event).toMatchObject({ event: "message.created", data: { messageId: sent.json().id } });
  });
});

describe("publish", () => {
  it("a rolled-back write publishes no notification either", async () => {
    const someone = await signUp(t.app);
    await expect(
      t.db.transaction(async (tx) => {
        await publish(tx, [someone.user.id], {
          type: "message.created",
          messageId: crypto.randomUUID(),
          senderId: crypto.randomUUID(),
          senderName: "Sita K.",
          jobId: null,
        });
        expect(
          (await tx.select().from(notifications).where(eq(notifications.userId, someone.user.id))).length,
        ).toBe(1);
        throw new Error("the write fails after publishing");
      }),
    ).rejects.toThrow("the write fails");
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, someone.user.id))).toEqual(
      [],
    );
  });
});
