import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_CHANNELS } from "../../../domain/notifications/rules";
import { notifications, pushSubscriptions } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { hiredJob } from "../../test/jobs";
import { signUp } from "../../test/people";
import { decryptPushMessage } from "../../test/push-decrypt";
import { send } from "../../test/requests";
import { deliverDuePushes } from "./dispatch";
import { generateVapidKeys } from "./vapid";

type Person = Awaited<ReturnType<typeof signUp>>;

// Web Push end to end: a browser's subscription, a notification, the push service (a local
// endpoint) receiving what only that browser can read.
type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };
const received: Received[] = [];
const endpoint = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
    response.writeHead(request.url?.startsWith("/gone") ? 410 : 201).end();
  });
});
let origin = "";
const vapid = generateVapidKeys();
const sender = { vapid, subject: "mailto:tests@sipalu.np" };
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
  t = await createTestApp({ push: { vapid, extraHosts: ["127.0.0.1"] } });
});
afterAll(async () => {
  await t?.close();
  endpoint.close();
});

/** A browser's subscription: its keys (the private half stays with the test, as with a browser). */
function browser(path: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    privateKey: ecdh.getPrivateKey(),
    authSecret,
    subscription: {
      endpoint: `${origin}${path}`,
      keys: { p256dh: ecdh.getPublicKey("base64url"), auth: authSecret.toString("base64url") },
    },
  };
}

const subscribe = (person: Person, body: object) =>
  send(t.app, "POST", "/api/push/subscriptions", person.cookie, body as Record<string, unknown>);
const message = (from: Person, to: Person, content = "Can you come at ten tomorrow?") =>
  send(t.app, "POST", "/api/messages", from.cookie, { receiverId: to.user.id, content });
const arrivedAt = (path: string) => received.filter((push) => push.path === path);
const putPreferences = (person: Person, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: "/api/notifications/preferences",
    payload,
    headers: { cookie: person.cookie },
  });
/** Pushes at any hour (by default they wait out 21:00-07:00 in Nepal, whenever the test runs). */
const noQuietHours = (person: Person) =>
  putPreferences(person, {
    channels: DEFAULT_NOTIFICATION_CHANNELS,
    quietHours: { enabled: false, start: "21:00", end: "07:00" },
  });

describe("Web Push", () => {
  it("a message reaches the receiver's browser, encrypted for it, in its language, once", async () => {
    const { customer, pro } = await hiredJob(t.app);
    const device = browser("/push/pro-phone");
    await noQuietHours(pro);
    expect((await subscribe(pro, { ...device.subscription, language: "ne" })).statusCode).toBe(201);
    expect((await message(customer, pro)).statusCode).toBe(201);

    expect(await deliverDuePushes(t.db, sender, new Date())).toBeGreaterThanOrEqual(1);
    const [push, ...more] = arrivedAt("/push/pro-phone");
    expect(more).toEqual([]);
    expect(push?.headers).toMatchObject({
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ttl: "86400",
      urgency: "normal",
      authorization: expect.stringMatching(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
      ),
    });
    const shown = JSON.parse(decryptPushMessage(push?.body ?? Buffer.alloc(0), device).toString());
    expect(shown).toMatchObject({
      title: "Aarati Shrestha बाट नयाँ सन्देश",
      url: `/messages?to=${customer.user.id}`,
    });
    // Sent once: the next round finds nothing due for it.
    await deliverDuePushes(t.db, sender, new Date());
    expect(arrivedAt("/push/pro-phone")).toHaveLength(1);
  });

  it("a subscription the push service calls gone (410) is deleted", async () => {
    const [writer, reader] = [await signUp(t.app), await signUp(t.app)];
    await noQuietHours(reader);
    await subscribe(reader, browser("/gone/reader").subscription);
    await message(writer, reader);
    await deliverDuePushes(t.db, sender, new Date());
    expect(arrivedAt("/gone/reader")).toHaveLength(1);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, reader.user.id)),
    ).toEqual([]);
  });

  it("waits out the quiet hours, and sends nothing of a kind turned off for push", async () => {
    const [writer, sleeper, quiet] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await putPreferences(sleeper, {
      channels: DEFAULT_NOTIFICATION_CHANNELS,
      quietHours: { enabled: true, start: "00:00", end: "23:59" },
    });
    await putPreferences(quiet, {
      channels: { ...DEFAULT_NOTIFICATION_CHANNELS, messages: { inApp: true, push: false, sms: false } },
      quietHours: { enabled: false, start: "21:00", end: "07:00" },
    });
    await subscribe(sleeper, browser("/push/sleeper").subscription);
    await subscribe(quiet, browser("/push/quiet").subscription);
    await message(writer, sleeper);
    await message(writer, quiet);
    await deliverDuePushes(t.db, sender, new Date());
    expect(arrivedAt("/push/sleeper")).toEqual([]);
    expect(arrivedAt("/push/quiet")).toEqual([]);

    const [held] = await t.db.select().from(notifications).where(eq(notifications.userId, sleeper.user.id));
    expect(held?.pushAfter?.getTime()).toBeGreaterThan(Date.now());
    // When the quiet hours are over, it goes.
    await deliverDuePushes(t.db, sender, new Date((held?.pushAfter?.getTime() ?? 0) + 1000));
    expect(arrivedAt("/push/sleeper")).toHaveLength(1);
    const [unpushed] = await t.db.select().from(notifications).where(eq(notifications.userId, quiet.user.id));
    expect(unpushed).toMatchObject({ kind: "messages", pushAfter: null });
  });

  it("gives up on a push that waited over a day, and never reads it again", async () => {
    const [writer, reader] = [await signUp(t.app), await signUp(t.app)];
    await noQuietHours(reader);
    await subscribe(reader, browser("/push/late").subscription);
    await message(writer, reader);
    const twoDaysOn = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await deliverDuePushes(t.db, sender, twoDaysOn);
    expect(arrivedAt("/push/late")).toEqual([]);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, reader.user.id));
    expect(row?.pushedAt).toEqual(twoDaysOn);
  });

  it("keeps a person's 10 newest browsers only, so one account cannot multiply its pushes", async () => {
    const hoarder = await signUp(t.app);
    const keys = browser("/x").subscription.keys;
    for (let i = 0; i < 12; i++) {
      const made = await subscribe(hoarder, { endpoint: `https://fcm.googleapis.com/fcm/send/h${i}`, keys });
      expect(made.statusCode).toBe(201);
    }
    const kept = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, hoarder.user.id));
    expect(kept).toHaveLength(10);
    expect(kept.map((row) => row.endpoint)).toContain("https://fcm.googleapis.com/fcm/send/h11");
  });

  it("subscribes only to known push services, and a browser moves to whoever subscribes on it last", async () => {
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    const keys = browser("/x").subscription.keys;
    for (const url of [
      "https://evil.example.com/push",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pass@fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example.com/fcm/send/abc",
      "https://push.apple.com.evil.example.com/3/device/abc",
      "http://169.254.169.254/latest/meta-data",
    ]) {
      const refused = await subscribe(first, { endpoint: url, keys });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json(), url).toMatchObject({ code: "push.endpoint_not_allowed", field: "endpoint" });
    }
    expect(
      (
        await subscribe(first, {
          endpoint: "https://fcm.googleapis.com/fcm/send/a",
          keys: { ...keys, auth: "AAAA" },
        })
      ).statusCode,
    ).toBe(400);
    expect((await subscribe(first, { endpoint: "https://web.push.apple.com/QGvJ", keys })).statusCode).toBe(
      201,
    );
    expect((await subscribe(second, { endpoint: "https://web.push.apple.com/QGvJ", keys })).statusCode).toBe(
      201,
    );
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, "https://web.push.apple.com/QGvJ"));
    expect(rows.map((row) => row.userId)).toEqual([second.user.id]);
    // Only its owner unsubscribes it.
    await send(t.app, "DELETE", "/api/push/subscriptions", first.cookie, {
      endpoint: "https://web.push.apple.com/QGvJ",
    });
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, "https://web.push.apple.com/QGvJ")),
    ).toHaveLength(1);
    await send(t.app, "DELETE", "/api/push/subscriptions", second.cookie, {
      endpoint: "https://web.push.apple.com/QGvJ",
    });
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, "https://web.push.apple.com/QGvJ")),
    ).toEqual([]);
  });
});
