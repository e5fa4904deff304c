import { createECDH, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { addDays, nepalDay, nepalInstant } from "../domain/kathmandu-day";
import { DEFAULT_NOTIFICATION_CHANNELS } from "../domain/notifications/rules";
import { decryptPushMessage } from "../server/test/push-decrypt";
import { bookablePlumber, signUpOwn } from "./helpers";

// The service worker is what this journey is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

/**
 * Issue 20: a professional with the app closed gets a booking request as a push and as an SMS. No
 * push service is reachable here, so the journey plays one: a local endpoint
 * (PUSH_ENDPOINT_ALLOW=127.0.0.1 on the journeys' server) receives what Sipalu sent, the test
 * decrypts it with the device's keys, as a push service hands it to the browser, and Chromium's
 * DevTools deliver it to the service worker. The server has no SMS gateway: Sipalu's SMS sandbox
 * shows what it sent (GET /sandbox/sms/api/messages).
 */
type Sms = { to: string; text: string };
const smsTo = async (page: Page, phone: string) =>
  ((await (await page.request.get("/sandbox/sms/api/messages")).json()) as Sms[]).filter(
    (sms) => sms.to === phone,
  );

test("a booking request reaches the professional's closed app as a push the service worker shows, and his phone as an SMS", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const received: Buffer[] = [];
  const pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push(Buffer.concat(chunks));
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  const port = (pushService.address() as AddressInfo).port;

  try {
    const pro = await bookablePlumber(browser, `Thapa ${Date.now()}`, ["06:00", "20:00"]);
    const context = pro.page.context();
    await context.grantPermissions(["notifications"]);
    // The app once opened on his phone: its service worker installed.
    await pro.page.goto("/");
    await pro.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const appOrigin = new URL(pro.page.url()).origin;

    // His phone's subscription: the keys stay on the phone (here, with the test).
    const phone = createECDH("prime256v1");
    phone.generateKeys();
    const authSecret = randomBytes(16);
    const subscribed = await pro.page.request.post("/api/push/subscriptions", {
      data: {
        endpoint: `http://127.0.0.1:${port}/push/phone`,
        keys: { p256dh: phone.getPublicKey("base64url"), auth: authSecret.toString("base64url") },
        language: "en",
      },
    });
    expect(subscribed.status()).toBe(201);
    // Whatever the hour the journey runs at: no quiet hours.
    const saved = await pro.page.request.put("/api/notifications/preferences", {
      data: {
        channels: DEFAULT_NOTIFICATION_CHANNELS,
        quietHours: { enabled: false, start: "21:00", end: "07:00" },
      },
    });
    expect(saved.status()).toBe(200);
    // He proved his number with the code it received: SMS reach it (bookings go by SMS by default).
    const number = `+977985${String(Date.now()).slice(-7)}`;
    expect(
      (await pro.page.request.post("/api/auth/phone/request", { data: { phone: number } })).status(),
    ).toBe(202);
    const [codeSms] = await smsTo(pro.page, number);
    const code = /^(\d{6}) /.exec(codeSms?.text ?? "")?.[1];
    expect(
      (await pro.page.request.post("/api/auth/phone/verify", { data: { phone: number, code } })).status(),
    ).toBe(200);

    // He closes the app.
    const blank = await context.newPage();
    await pro.page.close();

    const customer = await signUpOwn(browser, "customer", "Sita", "Karki");
    const startsAt = nepalInstant(addDays(nepalDay(), 2), "10:00")?.toISOString();
    const booked = await customer.page.request.post("/api/bookings", {
      headers: { "Idempotency-Key": `push-${Math.random()}` },
      data: {
        professionalId: pro.id,
        skillCategory: "Plumbing",
        title: "Geyser takes an hour to warm up",
        description: "The geyser takes an hour to warm up; the thermostat may be gone.",
        location: "Jawalakhel, Lalitpur",
        startsAt,
        estimatedHours: 2,
      },
    });
    expect(booked.status()).toBe(201);

    // The push service receives it within the server's 2-second sweep.
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const plaintext = decryptPushMessage(received[0] ?? Buffer.alloc(0), {
      privateKey: phone.getPrivateKey(),
      authSecret,
    });
    expect(JSON.parse(plaintext.toString())).toMatchObject({
      title: "New booking request",
      body: "Geyser takes an hour to warm up",
      url: expect.stringMatching(/^\/jobs\?job=/),
    });

    // The push service hands it to the browser: the service worker shows it.
    const devtools = await context.newCDPSession(blank);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    devtools.on("ServiceWorker.workerRegistrationUpdated", (event) =>
      registrations.push(...event.registrations),
    );
    await devtools.send("ServiceWorker.enable");
    await expect.poll(() => registrations.some((r) => r.scopeURL.startsWith(appOrigin))).toBe(true);
    const registration = registrations.find((r) => r.scopeURL.startsWith(appOrigin));
    await devtools.send("ServiceWorker.deliverPushMessage", {
      origin: appOrigin,
      registrationId: registration?.registrationId ?? "",
      data: plaintext.toString(),
    });
    const app = await context.newPage();
    await app.goto("/notifications");
    await expect
      .poll(() =>
        app.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => [
            shown.title,
            shown.body,
            (shown.data as { url: string }).url,
          ]),
        ),
      )
      .toEqual([
        ["New booking request", "Geyser takes an hour to warm up", expect.stringMatching(/^\/jobs\?job=/)],
      ]);
    // And the notification centre lists it.
    await expect(app.getByRole("main").getByRole("link", { name: /New booking request/ })).toBeVisible();

    // The SMS went too (the server's 5-second sweep): what happened, the job and its link, which opens it.
    let text = "";
    await expect
      .poll(
        async () => {
          text =
            (await smsTo(app, number)).find((sms) => sms.text.startsWith("New booking request"))?.text ?? "";
          return text;
        },
        { timeout: 20_000 },
      )
      .toMatch(/^New booking request: Geyser takes an hour to warm up https?:\/\/\S+\/jobs\?job=\S+$/);
    const link = new URL(text.split(" ").at(-1) ?? "");
    await app.goto(`${link.pathname}${link.search}`);
    await expect(app.getByRole("heading", { name: "Geyser takes an hour to warm up" }).first()).toBeVisible();
  } finally {
    pushService.close();
  }
});
