import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventStreamInstances, eventStreams, sessions } from "../../db/schema";
import { createTestApp, sessionCookie, type TestApp } from "../../test/app";
import { signUp, signUpAdmin } from "../../test/people";
import { send } from "../../test/requests";
import { listening, openStream, pause } from "./test-stream";

// A stream checks its session only when it opens; these are the ways a session ends later, each of
// which must end its streams within 5 s on whichever instance holds them.
const DAY = 24 * 60 * 60 * 1000;
const WITHIN_MS = 5000;

let clock = new Date();
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let t: TestApp;
let a: string;
let b: string;
const streams: Awaited<ReturnType<typeof openStream>>[] = [];

async function stream(base: string, cookie: string) {
  const opened = await openStream(base, cookie);
  streams.push(opened);
  expect(opened.response.status).toBe(200);
  await opened.ready();
  return opened;
}

/** The last event of a stream the server ended: its reason. */
const endReason = (s: Awaited<ReturnType<typeof openStream>>) => {
  const last = s.events.at(-1);
  return last?.event === "stream.end" ? last.data.reason : undefined;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, streamCheckMs: 100 });
  a = await listening(t.app);
  b = await listening(await t.anotherInstance());
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await t?.close();
});

async function login(app: FastifyInstance, email: string, password: string) {
  const response = await send(app, "POST", "/api/auth/login", undefined, {
    email,
    password,
    role: "customer",
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

/** A message to `receiverId`, to see which streams still deliver. */
async function message(receiverId: string) {
  const sender = await signUp(t.app);
  const sent = await send(t.app, "POST", "/api/messages", sender.cookie, {
    receiverId,
    content: "Still there?",
  });
  expect(sent.statusCode).toBe(201);
  return sent.json().id as string;
}

describe("a live stream ends with its session", () => {
  it("ends on instance B within 5 s of a logout handled by instance A, and is not reopened", async () => {
    const { cookie } = await signUp(t.app);
    const onB = await stream(b, cookie);
    expect((await send(t.app, "POST", "/api/auth/logout", cookie)).statusCode).toBe(204);
    expect(await onB.waitForEnd(WITHIN_MS)).toBeLessThan(WITHIN_MS);
    expect(endReason(onB)).toBe("session-ended");
    // The browser's reconnect is refused, so it stops there.
    expect((await fetch(`${b}/api/events`, { headers: { cookie } })).status).toBe(401);
  });

  it("ends the streams of the other sessions when the password changes, and keeps this session's", async () => {
    const { cookie, user } = await signUp(t.app);
    const password = "correct horse battery";
    const phone = await login(t.app, user.email, password);
    const [phoneStream, ownStream] = [await stream(b, phone), await stream(a, cookie)];
    const changed = await send(t.app, "POST", "/api/auth/password", cookie, {
      currentPassword: password,
      newPassword: "brand-new-2026",
    });
    expect(changed.statusCode).toBe(204);
    expect(await phoneStream.waitForEnd(WITHIN_MS)).toBeLessThan(WITHIN_MS);
    expect(endReason(phoneStream)).toBe("session-ended");
    const id = await message(user.id);
    const [event] = await ownStream.waitFor(1);
    expect(event?.data.messageId).toBe(id);
    expect(ownStream.ended).toBe(false);
  });

  it("tells the user's streams on every instance at once when an admin suspends them, then ends them saying why", async () => {
    const admin = await signUpAdmin(t.app, t.db);
    const pro = await signUp(t.app, { role: "professional" });
    const onA = await stream(a, pro.cookie);
    const onB = await stream(b, pro.cookie);
    const suspended = await send(t.app, "POST", `/api/admin/users/${pro.user.id}/suspend`, admin.cookie);
    expect(suspended.statusCode).toBe(200);
    for (const s of [onA, onB]) {
      expect(await s.waitForEnd(WITHIN_MS)).toBeLessThan(WITHIN_MS);
      // The suspension's event comes first, unless the instance's session check, racing the
      // NOTIFY that carries it, ended the stream before it arrived: then the end says why, which
      // signs the app out just the same (client/src/lib/live-events.ts).
      const told = s.events.map((event) => event.event);
      expect([["account.suspended", "stream.end"], ["stream.end"]]).toContainEqual(told);
      expect(endReason(s)).toBe("suspended");
    }
  });

  it("ends within 5 s when the session expires after 7 idle days, with no request to notice", async () => {
    const { cookie } = await signUp(t.app);
    const s = await stream(b, cookie);
    advance(7 * DAY - 60_000);
    await pause(300);
    expect(s.ended).toBe(false);
    advance(2 * 60_000);
    expect(await s.waitForEnd(WITHIN_MS)).toBeLessThan(WITHIN_MS);
    expect(endReason(s)).toBe("session-ended");
  });

  it("leaves no record of a stream once it has closed", async () => {
    const { cookie, user } = await signUp(t.app);
    const s = await stream(a, cookie);
    const recorded = () => t.db.select().from(eventStreams).where(eq(eventStreams.userId, user.id));
    expect(await recorded()).toHaveLength(1);
    await s.close();
    for (let i = 0; i < 50 && (await recorded()).length > 0; i += 1) await pause(20);
    expect(await recorded()).toEqual([]);
  });
});

describe("streams per user", () => {
  it("holds at most 10: the 11th, opened on another instance, ends the oldest and the 10 others go on", async () => {
    const { cookie, user } = await signUp(t.app);
    const first = await stream(b, cookie);
    const others = [];
    for (let i = 0; i < 9; i += 1) others.push(await stream(i % 2 ? a : b, cookie));
    await pause(300);
    expect([first, ...others].some((s) => s.ended)).toBe(false);

    const eleventh = await stream(a, cookie);
    expect(await first.waitForEnd(WITHIN_MS)).toBeLessThan(WITHIN_MS);
    expect(endReason(first)).toBe("replaced");

    const id = await message(user.id);
    for (const s of [...others, eleventh]) {
      const [event] = await s.waitFor(1);
      expect(event?.data.messageId).toBe(id);
      expect(s.ended).toBe(false);
    }
    const [{ count } = { count: 0 }] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(eventStreams)
      .where(eq(eventStreams.userId, user.id));
    expect(count).toBe(10);
  });

  it("does not count the streams of an instance that stopped checking in (crashed)", async () => {
    const { cookie, user, sessionId } = await withSessionId();
    const live = [await stream(a, cookie), await stream(b, cookie), await stream(a, cookie)];
    // Ten newer streams of an instance that died an hour ago without deleting its rows.
    const crashed = randomUUID();
    await t.db.insert(eventStreamInstances).values({ id: crashed, seenAt: sql`now() - interval '1 hour'` });
    await t.db.insert(eventStreams).values(
      Array.from({ length: 10 }, () => ({
        id: randomUUID(),
        userId: user.id,
        sessionId,
        instanceId: crashed,
      })),
    );

    const fourth = await stream(b, cookie);
    await pause(500);
    const id = await message(user.id);
    for (const s of [...live, fourth]) {
      const [event] = await s.waitFor(1);
      expect(event?.data.messageId).toBe(id);
      expect(s.ended).toBe(false);
    }
    // Opening dropped the dead instance's rows of this user.
    const rows = await t.db.select().from(eventStreams).where(eq(eventStreams.userId, user.id));
    expect(rows.map((row) => row.instanceId)).not.toContain(crashed);
    expect(rows).toHaveLength(4);
  });
});

/** A signed-up user with the stored id of their session (what a stream's row holds). */
async function withSessionId() {
  const person = await signUp(t.app);
  const [session] = await t.db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(sql`${sessions.sess}->>'userId' = ${person.user.id}`);
  if (!session) throw new Error("no session");
  return { ...person, sessionId: session.sid };
}
