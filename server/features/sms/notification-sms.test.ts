import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nepalMinuteOfDay } from "../../../domain/kathmandu-day";
import { DEFAULT_NOTIFICATION_CHANNELS } from "../../../domain/notifications/rules";
import { notifications, pushSubscriptions, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { insertBookable, proposableTime } from "../../test/bookings";
import { professional, signUp } from "../../test/people";
import { get, send } from "../../test/requests";
import { deliverDueSms } from "./dispatch";
import type { SandboxMessage } from "./sandbox";
import { smsSandboxGateway } from "./sandbox";
import { createSmsSender } from "./sender";

type Person = Awaited<ReturnType<typeof signUp>>;

// Notifications by SMS, end to end: a booking asked for through the API, the sweep, and the message
// read back from the app's own SMS sandbox over real HTTP.
const LINKS = "https://sipalu.example.np";
const MINUTE = 60_000;
let t: TestApp;
let origin = "";
let sender: ReturnType<typeof createSmsSender>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  sender = createSmsSender({ db: t.db, gateway: smsSandboxGateway(() => origin) });
});
afterAll(() => t?.close());

const sweep = (at = new Date()) => deliverDueSms(t.db, sender, at, LINKS);
const smsTo = async (phone: string): Promise<SandboxMessage[]> =>
  ((await (await fetch(`${origin}/sandbox/sms/api/messages`)).json()) as SandboxMessage[]).filter(
    (message) => message.to === phone,
  );

let phones = 0;
const nextPhone = () => {
  phones += 1;
  return `+97798510${String(phones).padStart(5, "0")}`;
};

/** Someone with a phone of their own, proven theirs unless `verified: false`. */
async function withPhone(person: Person, verified = true) {
  const phone = nextPhone();
  await t.db
    .update(users)
    .set({ phone, phoneVerifiedAt: verified ? new Date() : null })
    .where(eq(users.id, person.user.id));
  return phone;
}

const hhmm = (minute: number) => {
  const m = (minute + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};
/** Quiet hours as chosen: none, or from an hour ago until an hour from now (Nepal time). */
const setQuiet = (person: Person, quiet: "none" | "now", channels = DEFAULT_NOTIFICATION_CHANNELS) => {
  const minute = nepalMinuteOfDay();
  return t.app.inject({
    method: "PUT",
    url: "/api/notifications/preferences",
    headers: { cookie: person.cookie },
    payload: {
      channels,
      quietHours:
        quiet === "none"
          ? { enabled: false, start: "21:00", end: "07:00" }
          : { enabled: true, start: hhmm(minute - 60), end: hhmm(minute + 60) },
    },
  });
};

async function bookablePro(name = "Ramesh") {
  const pro = await professional(t.app, name);
  await insertBookable(t.db, pro.user.id);
  return pro;
}

async function book(customer: Person, pro: Person, title = "Fix the kitchen tap") {
  const response = await send(t.app, "POST", "/api/bookings", customer.cookie, {
    professionalId: pro.user.id,
    skillCategory: "Plumbing",
    title,
    description: "The tap drips all night.",
    location: "Jawalakhel, Lalitpur",
    startsAt: proposableTime(),
    estimatedHours: 2,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; jobId: string };
}

const notificationsOf = (person: Person) =>
  t.db.select().from(notifications).where(eq(notifications.userId, person.user.id));

describe("notifications by SMS", () => {
  it("a booking request reaches the professional's proven phone once, with its title and link; the confirmation reaches the customer", async () => {
    const [customer, pro] = [await signUp(t.app), await bookablePro()];
    const [proPhone, customerPhone] = [await withPhone(pro), await withPhone(customer)];
    await setQuiet(pro, "none");
    await setQuiet(customer, "none");
    const booking = await book(customer, pro);

    expect(await sweep()).toBe(1);
    expect(await smsTo(proPhone)).toEqual([
      {
        to: proPhone,
        text: `New booking request: Fix the kitchen tap ${LINKS}/jobs?job=${booking.jobId}`,
        sentAt: expect.any(String),
      },
    ]);
    // Her own request is no news to her.
    expect(await smsTo(customerPhone)).toEqual([]);
    // Sent once: the next sweep finds nothing.
    expect(await sweep()).toBe(0);
    expect(await smsTo(proPhone)).toHaveLength(1);

    const accepted = await send(t.app, "POST", `/api/bookings/${booking.id}/accept`, pro.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await sweep();
    expect((await smsTo(customerPhone)).map((message) => message.text)).toEqual([
      `Booking confirmed: Fix the kitchen tap ${LINKS}/jobs?view=mine&job=${booking.jobId}`,
    ]);
  });

  it("is written in the language of the person's newest subscribed browser", async () => {
    const [customer, pro] = [await signUp(t.app), await bookablePro()];
    const phone = await withPhone(pro);
    await setQuiet(pro, "none");
    await t.db.insert(pushSubscriptions).values({
      userId: pro.user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${pro.user.id}`,
      p256dh: "key",
      auth: "auth",
      language: "ne",
    });
    const booking = await book(customer, pro, "धारा मर्मत");
    await sweep();
    expect((await smsTo(phone)).map((message) => message.text)).toEqual([
      `नयाँ बुकिङ अनुरोध: धारा मर्मत ${LINKS}/jobs?job=${booking.jobId}`,
    ]);
  });

  it("goes to no phone that is not proven, nor to someone who turned SMS off for bookings", async () => {
    const customer = await signUp(t.app);
    const [unproven, unwilling] = [await bookablePro("Hari"), await bookablePro("Gopal")];
    const unprovenPhone = await withPhone(unproven, false);
    const unwillingPhone = await withPhone(unwilling);
    await setQuiet(unproven, "none");
    await setQuiet(unwilling, "none", {
      ...DEFAULT_NOTIFICATION_CHANNELS,
      bookings: { inApp: true, push: true, sms: false },
    });
    await book(customer, unproven);
    await book(customer, unwilling);

    await sweep();
    expect(await smsTo(unprovenPhone)).toEqual([]);
    expect(await smsTo(unwillingPhone)).toEqual([]);
    // The unproven one was taken and is done (proving the phone later sends no old news); the other was never for SMS.
    expect(await notificationsOf(unproven)).toEqual([
      expect.objectContaining({ smsAfter: expect.any(Date), smsedAt: expect.any(Date) }),
    ]);
    expect(await notificationsOf(unwilling)).toEqual([
      expect.objectContaining({ smsAfter: null, smsedAt: null }),
    ]);
  });

  it("waits out the quiet hours, then goes; instant help goes at once in them", async () => {
    const [customer, pro] = [await signUp(t.app), await bookablePro()];
    const phone = await withPhone(pro);
    await setQuiet(pro, "now");
    await book(customer, pro);
    await sweep();
    await sweep(new Date(Date.now() + 55 * MINUTE));
    expect(await smsTo(phone)).toEqual([]);
    await sweep(new Date(Date.now() + 62 * MINUTE));
    expect((await smsTo(phone)).map((message) => message.text)).toEqual([
      expect.stringMatching(/^New booking request: Fix the kitchen tap /),
    ]);

    const helper = await professional(t.app, "Suresh");
    await t.db
      .update(users)
      .set({
        skillCategories: ["Plumbing"],
        serviceRadius: 5,
        isOnline: true,
        isFreeNow: true,
        homeLatitude: "27.6915000",
        homeLongitude: "85.3420000",
        hourlyRate: "800.00",
      })
      .where(eq(users.id, helper.user.id));
    const helperPhone = await withPhone(helper);
    await setQuiet(helper, "now");
    const asked = await send(t.app, "POST", "/api/jobs/instant", customer.cookie, {
      title: "Water pipe burst in the kitchen",
      skillCategory: "Plumbing",
      location: "Baneshwor, Kathmandu",
      latitude: 27.6915,
      longitude: 85.342,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await sweep();
    expect((await smsTo(helperPhone)).map((message) => message.text)).toEqual([
      `Instant help request nearby: Water pipe burst in the kitchen ${LINKS}/instant-help`,
    ]);
  });

  it("stops at the phone's daily cap: the 11th is not sent, and not tried again", async () => {
    const pro = await bookablePro();
    const phone = await withPhone(pro);
    await setQuiet(pro, "none");
    // Two requests waiting on one professional is a customer's most: six customers ask.
    const customers = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
    for (let i = 0; i < 11; i += 1) await book(customers[i >> 1] as Person, pro, `Job number ${i + 1}`);
    await sweep();
    expect(await smsTo(phone)).toHaveLength(10);
    const marked = await notificationsOf(pro);
    expect(marked).toHaveLength(11);
    expect(marked.every((row) => row.smsedAt !== null)).toBe(true);
    await sweep();
    expect(await smsTo(phone)).toHaveLength(10);
  });

  it("sends each once when two sweeps run at the same time", async () => {
    const customer = await signUp(t.app);
    const pros = [await bookablePro("Anil"), await bookablePro("Bishnu"), await bookablePro("Chandra")];
    const proPhones = [];
    for (const pro of pros) {
      proPhones.push(await withPhone(pro));
      await setQuiet(pro, "none");
      await book(customer, pro);
    }
    await Promise.all([sweep(), sweep()]);
    for (const phone of proPhones) expect(await smsTo(phone)).toHaveLength(1);
  });

  it("drops what is hours late (every instance was down) instead of sending old news", async () => {
    const [customer, pro] = [await signUp(t.app), await bookablePro()];
    const phone = await withPhone(pro);
    await setQuiet(pro, "none");
    await book(customer, pro);
    expect(await sweep(new Date(Date.now() + 4 * 60 * MINUTE))).toBe(0);
    expect(await smsTo(phone)).toEqual([]);
    const [row] = await notificationsOf(pro);
    expect(row?.smsedAt).not.toBeNull();
  });
});

describe("whether SMS can reach someone", () => {
  it("is told with their preferences: only a proven phone", async () => {
    const person = await signUp(t.app);
    const read = async () => (await get(t.app, "/api/notifications/preferences", person.cookie)).json();
    expect(await read()).toMatchObject({ smsReachable: false });
    await withPhone(person, false);
    expect(await read()).toMatchObject({ smsReachable: false });
    await t.db
      .update(users)
      .set({ phoneVerifiedAt: new Date() })
      .where(inArray(users.id, [person.user.id]));
    expect(await read()).toMatchObject({ smsReachable: true });
    expect((await setQuiet(person, "none")).json()).toMatchObject({ smsReachable: true });
  });
});
