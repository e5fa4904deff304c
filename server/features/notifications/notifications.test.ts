import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_CHANNELS } from "../../../domain/notifications/rules";
import { notifications } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { hiredJob, placeBid, postJob } from "../../test/jobs";
import { insertNotification } from "../../test/notifications";
import { professional, signUp } from "../../test/people";
import { get, send } from "../../test/requests";

// The notification centre (issue 20): news written with the event that made it, read back a page
// at a time, marked read, and kept or not by each person's choices.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (cookie: string, query = "") => {
  const response = await get(t.app, `/api/notifications${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const put = (cookie: string, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/notifications/preferences", payload, headers: { cookie } });

describe("notifications", () => {
  it("a bid tells the customer, not the professional who placed it; a hire tells the professional", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app);
    const job = await postJob(t.app, customer.cookie);
    const bid = (await placeBid(t.app, pro.cookie, job.id)).json();

    const mine = await list(customer.cookie);
    expect(mine).toMatchObject({ unread: 1, nextBefore: null });
    expect(mine.notifications).toEqual([
      expect.objectContaining({
        kind: "bids",
        readAt: null,
        event: expect.objectContaining({ type: "bid.created", bidId: bid.id, jobId: job.id }),
      }),
    ]);
    expect((await list(pro.cookie)).unread).toBe(0);

    expect((await send(t.app, "POST", `/api/bids/${bid.id}/accept`, customer.cookie)).statusCode).toBe(200);
    const theirs = await list(pro.cookie);
    // Once: the job's own "accepted" adds nothing to the bid's news.
    expect(theirs.notifications).toHaveLength(1);
    expect(theirs.notifications[0]).toMatchObject({
      kind: "bids",
      event: { type: "bid.updated", bidId: bid.id, status: "accepted" },
    });
    // The customer's own step is no news to her.
    expect((await list(customer.cookie)).notifications).toHaveLength(1);
  });

  it("page newest first, and are marked read one by one (never someone else's) or all at once", async () => {
    const reader = await signUp(t.app);
    const stranger = await signUp(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) ids.push(await insertNotification(t.db, reader.user.id));
    const theirs = await insertNotification(t.db, stranger.user.id);

    const first = await list(reader.cookie);
    expect(first.notifications.map((n: { id: number }) => n.id)).toEqual(ids.slice(3).reverse());
    expect(first).toMatchObject({ unread: 23, nextBefore: ids[3] });
    const second = await list(reader.cookie, `?before=${first.nextBefore}`);
    expect(second.notifications.map((n: { id: number }) => n.id)).toEqual(ids.slice(0, 3).reverse());
    expect(second.nextBefore).toBeNull();

    const one = await send(t.app, "POST", "/api/notifications/read", reader.cookie, {
      ids: [ids[0], theirs],
    });
    expect(one.json()).toEqual({ unread: 22 });
    expect((await list(stranger.cookie)).unread).toBe(1);
    const all = await send(t.app, "POST", "/api/notifications/read", reader.cookie, { all: true });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await list(reader.cookie)).notifications[0].readAt).toEqual(expect.any(String));
    expect((await list(stranger.cookie)).unread).toBe(1);
  });

  it("refuse a malformed read or page, and strangers", async () => {
    const reader = await signUp(t.app);
    for (const payload of [{}, { ids: [] }, { ids: [1], all: true }, { all: false }, { ids: ["x"] }]) {
      const refused = await send(t.app, "POST", "/api/notifications/read", reader.cookie, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toEqual(expect.any(String));
    }
    expect((await get(t.app, "/api/notifications?limit=500", reader.cookie)).statusCode).toBe(400);
    expect((await get(t.app, "/api/notifications?before=-1", reader.cookie)).statusCode).toBe(400);
    expect((await get(t.app, "/api/notifications")).statusCode).toBe(401);
  });
});

describe("preferences", () => {
  it("start as the defaults, are saved, and a kind turned off in the app is not kept", async () => {
    const { customer, pro, job } = await hiredJob(t.app);
    const defaults = await get(t.app, "/api/notifications/preferences", pro.cookie);
    expect(defaults.json()).toEqual({
      channels: DEFAULT_NOTIFICATION_CHANNELS,
      quietHours: { enabled: true, start: "21:00", end: "07:00" },
      smsReachable: false,
    });
    const chosen = {
      channels: { ...DEFAULT_NOTIFICATION_CHANNELS, messages: { inApp: false, push: false, sms: false } },
      quietHours: { enabled: true, start: "22:30", end: "06:00" },
    };
    expect((await put(pro.cookie, chosen)).json()).toEqual({ ...chosen, smsReachable: false });
    expect((await get(t.app, "/api/notifications/preferences", pro.cookie)).json()).toEqual({
      ...chosen,
      smsReachable: false,
    });

    const before = (await list(pro.cookie)).notifications.length;
    const sent = await send(t.app, "POST", "/api/messages", customer.cookie, {
      receiverId: pro.user.id,
      jobId: job.id,
      content: "Can you come at ten?",
    });
    expect(sent.statusCode).toBe(201);
    expect((await list(pro.cookie)).notifications).toHaveLength(before);
    // The customer left messages on: the answer reaches her.
    await send(t.app, "POST", "/api/messages", pro.cookie, {
      receiverId: customer.user.id,
      jobId: job.id,
      content: "Yes, ten is fine.",
    });
    expect((await list(customer.cookie)).notifications[0]).toMatchObject({ kind: "messages" });
  });

  it("a kind off in the app but pushed is kept out of the list and the unread count, and still pushed", async () => {
    const { customer, pro, job } = await hiredJob(t.app);
    const chosen = {
      channels: { ...DEFAULT_NOTIFICATION_CHANNELS, messages: { inApp: false, push: true, sms: false } },
      quietHours: { enabled: false, start: "21:00", end: "07:00" },
    };
    expect((await put(pro.cookie, chosen)).statusCode).toBe(200);
    const before = await list(pro.cookie);
    await send(t.app, "POST", "/api/messages", customer.cookie, {
      receiverId: pro.user.id,
      jobId: job.id,
      content: "Shall I buy the washer?",
    });
    const after = await list(pro.cookie);
    expect(after.notifications).toHaveLength(before.notifications.length);
    expect(after.unread).toBe(before.unread);
    const [row] = await t.db
      .select({
        inApp: notifications.inApp,
        pushAfter: notifications.pushAfter,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, pro.user.id), eq(notifications.kind, "messages")));
    expect(row).toMatchObject({ inApp: false, pushAfter: expect.any(Date), readAt: expect.any(Date) });
  });

  it("refuse a time that is not HH:MM, a kind left out, and a field of someone else's", async () => {
    const person = await signUp(t.app);
    const good = {
      channels: DEFAULT_NOTIFICATION_CHANNELS,
      quietHours: { enabled: false, start: "21:00", end: "07:00" },
    };
    const { messages: _left, ...missing } = DEFAULT_NOTIFICATION_CHANNELS;
    for (const payload of [
      { ...good, quietHours: { ...good.quietHours, start: "25:00" } },
      { ...good, quietHours: { ...good.quietHours, end: "7:00" } },
      { ...good, channels: missing },
      { ...good, userId: crypto.randomUUID() },
      // Whether SMS reach them is the server's to say (a proven phone), never theirs to set.
      { ...good, smsReachable: true },
    ]) {
      const refused = await put(person.cookie, payload);
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect((await put(person.cookie, good)).statusCode).toBe(200);
  });
});
