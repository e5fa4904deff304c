import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_CHANNELS } from "../../../domain/notifications/rules";
import { deviceTokens, notifications } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { startFcmSandbox } from "../../test/fcm-sandbox";
import { hiredJob } from "../../test/jobs";
import { signUp } from "../../test/people";
import { fieldRefusal } from "../../test/refusal-body";
import { send } from "../../test/requests";
import { deliverDuePushes } from "./dispatch";
import { fcmSender } from "./fcm";
import { loadFcmAccount } from "./fcm-account";
import { generateVapidKeys } from "./vapid";

type Person = Awaited<ReturnType<typeof signUp>>;

// Native push end to end: the app's device token registered, a notification, FCM's HTTP v1 API and
// Google's token endpoint (Sipalu's sandbox of both, over real HTTP) receiving what it sends.
let fcm: Awaited<ReturnType<typeof startFcmSandbox>>;
let t: TestApp;
let sender: Parameters<typeof deliverDuePushes>[1];

beforeAll(async () => {
  fcm = await startFcmSandbox();
  t = await createTestApp();
  const account = await loadFcmAccount(fcm.serviceAccount);
  sender = {
    vapid: generateVapidKeys(),
    subject: "mailto:tests@sipalu.np",
    fcm: fcmSender({ account, apiUrl: fcm.origin }),
  };
});
afterAll(async () => {
  await t?.close();
  await fcm?.close();
});

/** A token as FCM hands them out: the instance id, a colon, a long base64url tail. */
const tokenOf = (name: string) => `${name}:APA91b${"x".repeat(140)}`;
const register = (person: Person, body: object) =>
  send(t.app, "POST", "/api/push/devices", person.cookie, body as Record<string, unknown>);
const message = (from: Person, to: Person) =>
  send(t.app, "POST", "/api/messages", from.cookie, {
    receiverId: to.user.id,
    content: "Can you come at ten?",
  });
const sentTo = (token: string) => fcm.messages.filter((sent) => sent.message.token === token);
const devicesOf = (person: Person) =>
  t.db.select().from(deviceTokens).where(eq(deviceTokens.userId, person.user.id));
/** Pushes at any hour (by default they wait out 21:00-07:00 in Nepal, whenever the test runs). */
const noQuietHours = (person: Person) =>
  t.app.inject({
    method: "PUT",
    url: "/api/notifications/preferences",
    headers: { cookie: person.cookie },
    payload: {
      channels: DEFAULT_NOTIFICATION_CHANNELS,
      quietHours: { enabled: false, start: "21:00", end: "07:00" },
    },
  });

describe("native push through FCM", () => {
  it("sends a notification to the person's phone, in its language, with the link the app opens, once", async () => {
    const { customer, pro } = await hiredJob(t.app);
    await noQuietHours(pro);
    const phone = tokenOf("pro-phone");
    expect((await register(pro, { token: phone, platform: "android", language: "ne" })).statusCode).toBe(201);
    await message(customer, pro);
    await deliverDuePushes(t.db, sender, new Date());

    const [sent, ...more] = sentTo(phone);
    expect(more).toEqual([]);
    const [notification] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, pro.user.id), eq(notifications.kind, "messages")));
    expect(sent?.message).toEqual({
      token: phone,
      notification: { title: "Aarati Shrestha बाट नयाँ सन्देश" },
      data: { link: `/messages?to=${customer.user.id}`, id: String(notification?.id) },
      android: { priority: "NORMAL", ttl: "86400s" },
      apns: { headers: { "apns-priority": "5", "apns-expiration": expect.stringMatching(/^\d+$/) } },
    });
    // The bearer is the access token the signed assertion was exchanged for.
    expect(fcm.exchanges.length).toBeGreaterThanOrEqual(1);
    expect(fcm.exchanges.at(-1)?.claims).toMatchObject({
      iss: "sipalu-push@sipalu-test.iam.gserviceaccount.com",
      scope: "https://www.googleapis.com/auth/firebase.messaging",
      aud: `${fcm.origin}/token`,
    });
    await deliverDuePushes(t.db, sender, new Date());
    expect(sentTo(phone)).toHaveLength(1);
  });

  it("exchanges the assertion once and sends every message with that access token", async () => {
    const account = await loadFcmAccount(fcm.serviceAccount);
    const fresh = { ...sender, fcm: fcmSender({ account, apiUrl: fcm.origin }) };
    const [writer, reader] = [await signUp(t.app), await signUp(t.app)];
    await noQuietHours(reader);
    const [first, second] = [tokenOf("reader-one"), tokenOf("reader-two")];
    await register(reader, { token: first, platform: "android" });
    await register(reader, { token: second, platform: "ios" });
    const exchangesBefore = fcm.exchanges.length;
    await message(writer, reader);
    await message(writer, reader);
    await deliverDuePushes(t.db, fresh, new Date());
    await message(writer, reader);
    await deliverDuePushes(t.db, fresh, new Date());

    const bearers = [...sentTo(first), ...sentTo(second)].map((sent) => sent.bearer);
    expect(bearers).toHaveLength(6);
    expect(new Set(bearers).size).toBe(1);
    expect(fcm.exchanges.length - exchangesBefore).toBe(1);
  });

  it("deletes a token FCM calls UNREGISTERED, and keeps one FCM could not take just now", async () => {
    const [writer, reader] = [await signUp(t.app), await signUp(t.app)];
    await noQuietHours(reader);
    const [uninstalled, busy] = [tokenOf("uninstalled"), tokenOf("busy")];
    fcm.unregistered.add(uninstalled);
    fcm.unavailable.add(busy);
    await register(reader, { token: uninstalled, platform: "android" });
    await register(reader, { token: busy, platform: "android" });
    await message(writer, reader);
    await deliverDuePushes(t.db, sender, new Date());
    expect((await devicesOf(reader)).map((device) => device.token)).toEqual([busy]);
  });

  it("keeps the tokens but sends nothing when FCM is not configured", async () => {
    const [writer, reader] = [await signUp(t.app), await signUp(t.app)];
    await noQuietHours(reader);
    const phone = tokenOf("unconfigured");
    expect((await register(reader, { token: phone, platform: "android" })).statusCode).toBe(201);
    await message(writer, reader);
    const { fcm: _none, ...webOnly } = sender;
    expect(await deliverDuePushes(t.db, webOnly, new Date())).toBeGreaterThanOrEqual(1);
    expect(sentTo(phone)).toEqual([]);
    expect(await devicesOf(reader)).toHaveLength(1);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, reader.user.id));
    expect(row?.pushedAt).not.toBeNull();
  });

  it("keeps a person's 5 most recently registered phones", async () => {
    const hoarder = await signUp(t.app);
    for (let i = 0; i < 7; i++) {
      expect((await register(hoarder, { token: tokenOf(`hoard${i}`), platform: "android" })).statusCode).toBe(
        201,
      );
    }
    // Registering again (each app start) makes an old phone recent again.
    await register(hoarder, { token: tokenOf("hoard2"), platform: "android" });
    const kept = (await devicesOf(hoarder)).map((device) => device.token).sort();
    expect(kept).toEqual(["hoard2", "hoard3", "hoard4", "hoard5", "hoard6"].map(tokenOf).sort());
  });

  it("moves a phone to whoever registers it last, and only its owner removes it", async () => {
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    const shared = tokenOf("shared-phone");
    await register(first, { token: shared, platform: "ios", language: "en" });
    await register(second, { token: shared, platform: "ios", language: "ne" });
    const rows = await t.db.select().from(deviceTokens).where(eq(deviceTokens.token, shared));
    expect(rows).toMatchObject([{ userId: second.user.id, language: "ne", platform: "ios" }]);

    expect(
      (await send(t.app, "DELETE", "/api/push/devices", first.cookie, { token: shared })).statusCode,
    ).toBe(204);
    expect(await devicesOf(second)).toHaveLength(1);
    expect(
      (await send(t.app, "DELETE", "/api/push/devices", second.cookie, { token: shared })).statusCode,
    ).toBe(204);
    expect(await devicesOf(second)).toEqual([]);
  });

  it("takes 30 registrations an hour from one person, browsers' and phones' together", async () => {
    const person = await signUp(t.app);
    for (let i = 0; i < 30; i++) {
      expect(
        (await register(person, { token: tokenOf(`again${i % 3}`), platform: "android" })).statusCode,
      ).toBe(201);
    }
    const refused = await register(person, { token: tokenOf("again0"), platform: "android" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "rate.limited" });
    const browser = await send(t.app, "POST", "/api/push/subscriptions", person.cookie, {
      endpoint: "https://fcm.googleapis.com/fcm/send/limited",
      keys: {
        p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
        auth: "BTBZMqHH6r4Tts7J_aSIgg",
      },
    });
    expect(browser.statusCode).toBe(429);
  });

  it("refuses what is not a device's token, and anyone signed out", async () => {
    const person = await signUp(t.app);
    const good = { token: tokenOf("refusals"), platform: "android" };
    const refusals: [object, string][] = [
      [{ ...good, token: "short" }, "token: token is too short to be a device's push token"],
      [{ ...good, token: `${tokenOf("x")}/../x` }, "token: token must be a device's push token"],
      [{ ...good, token: "a".repeat(513) }, "token: token is too long"],
      [{ ...good, platform: "windows" }, 'platform: Invalid option: expected one of "android"|"ios"'],
      [{ platform: "android" }, "token: Invalid input: expected string, received undefined"],
    ];
    for (const [body, words] of refusals) {
      const refused = await register(person, body);
      expect(refused.statusCode, words).toBe(400);
      expect(refused.json(), words).toEqual(fieldRefusal(words));
    }
    expect(await devicesOf(person)).toEqual([]);
    const signedOut = await send(t.app, "POST", "/api/push/devices", undefined, good);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: "auth.unauthenticated" });
    expect((await send(t.app, "DELETE", "/api/push/devices", undefined, good)).statusCode).toBe(401);
  });
});

describe("FCM configuration", () => {
  it("the app's own sweep sends through FCM when FCM_SERVICE_ACCOUNT is given (its JSON or its file)", async () => {
    const file = path.join(tmpdir(), `sipalu-fcm-${process.pid}.json`);
    await writeFile(file, fcm.serviceAccount);
    const configured = await createTestApp({
      push: { sweepMs: 50, fcm: { account: await loadFcmAccount(file), apiUrl: fcm.origin } },
    });
    try {
      const [writer, reader] = [await signUp(configured.app), await signUp(configured.app)];
      const phone = tokenOf("swept");
      await configured.app.inject({
        method: "PUT",
        url: "/api/notifications/preferences",
        headers: { cookie: reader.cookie },
        payload: {
          channels: DEFAULT_NOTIFICATION_CHANNELS,
          quietHours: { enabled: false, start: "21:00", end: "07:00" },
        },
      });
      await send(configured.app, "POST", "/api/push/devices", reader.cookie, {
        token: phone,
        platform: "android",
      });
      await send(configured.app, "POST", "/api/messages", writer.cookie, {
        receiverId: reader.user.id,
        content: "Hi",
      });
      await expect.poll(() => sentTo(phone).length, { timeout: 5000 }).toBe(1);
    } finally {
      await configured.close();
    }
  });

  it("stops at boot on a service account it cannot use, saying why", async () => {
    await expect(loadFcmAccount("{ not json")).rejects.toThrow(/FCM_SERVICE_ACCOUNT: not JSON/);
    const account = JSON.parse(fcm.serviceAccount);
    await expect(loadFcmAccount(JSON.stringify({ ...account, project_id: "x/../../admin" }))).rejects.toThrow(
      /project_id is not a Google Cloud project id/,
    );
    await expect(
      loadFcmAccount(
        JSON.stringify({
          ...account,
          private_key: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----",
        }),
      ),
    ).rejects.toThrow(/private_key cannot be read/);
    await expect(loadFcmAccount(path.join(tmpdir(), "no-such-sipalu-account.json"))).rejects.toThrow(
      /ENOENT/,
    );
  });
});
