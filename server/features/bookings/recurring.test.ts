import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nepalInstant } from "../../../domain/kathmandu-day";
import { availabilityExceptions, bookingSeries, bookings, userEvents, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { insertOfficeHours } from "../../test/bookings";
import { professional, signUp } from "../../test/people";
import { get, send } from "../../test/requests";
import { expireOverdueBookings } from "./service";

// Tuesday 1 December 2026, 08:00 in Nepal; the clock moves when a test says so.
const START = nepalInstant("2026-12-01", "08:00") as Date;
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const at = (day: string, time: string) => (nepalInstant(day, time) as Date).toISOString();
type Booking = {
  id: string;
  jobId: string;
  status: string;
  startsAt: string;
  cancellationFee: number | null;
  series: { id: string; every: string; count: number; index: number } | null;
};

/** A professional at NPR 500 an hour, Sunday to Friday 09:00-17:00 with 30 minutes between bookings. */
async function bookablePro() {
  const pro = await professional(t.app, "Sita");
  await insertOfficeHours(t.db, pro.user.id, "Cleaning");
  return pro;
}

const book = (cookie: string, proId: string, startsAt: string, repeat?: unknown) =>
  send(t.app, "POST", "/api/bookings", cookie, {
    professionalId: proId,
    skillCategory: "Cleaning",
    title: "Clean the flat",
    description: "Two rooms and the kitchen.",
    location: "Jawalakhel, Lalitpur",
    startsAt,
    estimatedHours: 2,
    ...(repeat === undefined ? {} : { repeat }),
  });

/** Fridays from 4 December 2026 at 09:00. */
const FRIDAYS = ["2026-12-04", "2026-12-11", "2026-12-18", "2026-12-25"].map((day) => at(day, "09:00"));

const mine = async (cookie: string): Promise<Booking[]> =>
  (await get(t.app, "/api/bookings?view=all", cookie)).json();

/** A weekly series of four on Fridays, as a new customer asks a new professional. */
async function weeklyOfFour() {
  now = START;
  const pro = await bookablePro();
  const customer = await signUp(t.app);
  const response = await book(customer.cookie, pro.user.id, FRIDAYS[0] as string, {
    every: "week",
    count: 4,
  });
  expect(response.statusCode).toBe(201);
  const first = response.json() as Booking;
  return { pro, customer, first, all: await mine(customer.cookie) };
}

const repeatCheck = async (proId: string, startsAt: string, query = "every=week&count=4") =>
  (
    await get(
      t.app,
      `/api/professionals/${proId}/slots/repeat?startsAt=${encodeURIComponent(startsAt)}&${query}`,
    )
  ).json() as Promise<{ startsAt: string; free: boolean }[]>;

describe("recurring bookings: asking", () => {
  it("books every occurrence, each a booking and job of its own, and tells the professional once", async () => {
    const { pro, customer, first, all } = await weeklyOfFour();
    expect(first.series).toMatchObject({ every: "week", count: 4, index: 1 });
    expect(all.map((b) => [b.startsAt, b.status, b.series?.index, b.series?.id])).toEqual(
      FRIDAYS.map((startsAt, index) => [startsAt, "requested", index + 1, first.series?.id]),
    );
    expect(new Set(all.map((b) => b.jobId)).size).toBe(4);
    const job = (await get(t.app, `/api/jobs/${all[3]?.jobId}`, customer.cookie)).json();
    expect(job).toMatchObject({ status: "offered", scheduledAt: FRIDAYS[3] });
    // The professional sees the series waiting, and heard of it in one event.
    const waiting = (await get(t.app, "/api/bookings?view=waiting", pro.cookie)).json() as Booking[];
    expect(waiting).toHaveLength(4);
    const told = await t.db.select().from(userEvents).where(eq(userEvents.userId, pro.user.id));
    expect(told.map((event) => event.payload)).toEqual([
      expect.objectContaining({ status: "requested", bookingId: first.id, occurrences: 4 }),
    ]);
    // Every two weeks from the same professional's next free Thursday.
    const other = await signUp(t.app);
    const fortnightly = await book(other.cookie, pro.user.id, at("2026-12-03", "13:00"), {
      every: "2weeks",
      count: 3,
    });
    expect(fortnightly.statusCode).toBe(201);
    expect((await mine(other.cookie)).map((b) => b.startsAt)).toEqual(
      ["2026-12-03", "2026-12-17", "2026-12-31"].map((day) => at(day, "13:00")),
    );
  });

  it("makes none when one occurrence is not free, and names it (taken, a day off)", async () => {
    now = START;
    const pro = await bookablePro();
    const first = await signUp(t.app);
    expect((await book(first.cookie, pro.user.id, FRIDAYS[2] as string)).statusCode).toBe(201);
    expect((await repeatCheck(pro.user.id, FRIDAYS[0] as string)).map((d) => d.free)).toEqual([
      true,
      true,
      false,
      true,
    ]);
    const customer = await signUp(t.app);
    const taken = await book(customer.cookie, pro.user.id, FRIDAYS[0] as string, { every: "week", count: 4 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "booking.series_slot_taken",
      field: "startsAt",
      params: { index: 3, date: "2026-12-18", startsAt: FRIDAYS[2] },
    });
    expect(taken.json().message).toContain("2026-12-18");
    expect(await mine(customer.cookie)).toEqual([]);
    expect(
      await t.db.select().from(bookingSeries).where(eq(bookingSeries.customerId, customer.user.id)),
    ).toEqual([]);
    // Christmas off: the fourth Friday is not free either.
    await t.db
      .insert(availabilityExceptions)
      .values({ professionalId: pro.user.id, date: "2026-12-25", isAvailable: false, reason: "Holiday" });
    const dayOff = await book(customer.cookie, pro.user.id, at("2026-12-04", "13:00"), {
      every: "week",
      count: 4,
    });
    expect(dayOff.json()).toMatchObject({ code: "booking.series_slot_taken", params: { index: 4 } });
  });

  it("refuses a count outside 2 to 12 and an unknown cadence", async () => {
    now = START;
    const pro = await bookablePro();
    const customer = await signUp(t.app);
    for (const repeat of [
      { every: "week", count: 1 },
      { every: "week", count: 13 },
      { every: "week", count: 2.5 },
      { every: "month", count: 3 },
      { every: "week" },
    ]) {
      const response = await book(customer.cookie, pro.user.id, FRIDAYS[0] as string, repeat);
      expect(response.statusCode, JSON.stringify(repeat)).toBe(400);
      expect(response.json().code).toBe("request.invalid");
      expect(response.json().field).toMatch(/^repeat\./);
    }
    const check = await get(
      t.app,
      `/api/professionals/${pro.user.id}/slots/repeat?startsAt=${encodeURIComponent(FRIDAYS[0] as string)}&every=week&count=13`,
    );
    expect(check.statusCode).toBe(400);
    // Twelve is allowed.
    const twelve = await book(customer.cookie, pro.user.id, FRIDAYS[0] as string, {
      every: "week",
      count: 12,
    });
    expect(twelve.statusCode).toBe(201);
    expect(await mine(customer.cookie)).toHaveLength(12);
  });

  it("counts a waiting series as one request towards the waiting limits", async () => {
    const { pro, customer } = await weeklyOfFour();
    expect((await book(customer.cookie, pro.user.id, at("2026-12-02", "09:00"))).statusCode).toBe(201);
    const third = await book(customer.cookie, pro.user.id, at("2026-12-03", "09:00"));
    expect(third.json().code).toBe("booking.too_many_waiting");
  });

  it("of series racing for one occurrence's time on two instances, exactly one is made", async () => {
    now = START;
    const pro = await bookablePro();
    const other = await t.anotherInstance();
    const customers = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
    // Each wants Friday the 11th: weekly from the 4th or the 11th, or every two weeks from the 11th.
    const shapes = [
      [FRIDAYS[0], { every: "week", count: 3 }],
      [FRIDAYS[1], { every: "2weeks", count: 2 }],
      [FRIDAYS[1], { every: "week", count: 2 }],
    ] as const;
    const responses = await Promise.all(
      customers.map((customer, index) => {
        const [startsAt, repeat] = shapes[index % shapes.length] as (typeof shapes)[number];
        const app = index % 2 === 0 ? t.app : other;
        return app.inject({
          method: "POST",
          url: "/api/bookings",
          headers: { cookie: customer.cookie },
          payload: {
            professionalId: pro.user.id,
            skillCategory: "Cleaning",
            title: "Clean the flat",
            description: "Two rooms and the kitchen.",
            location: "Jawalakhel, Lalitpur",
            startsAt,
            estimatedHours: 2,
            repeat,
          },
        });
      }),
    );
    const made = responses.filter((response) => response.statusCode === 201);
    expect(made, responses.map((r) => `${r.statusCode} ${r.body}`).join("\n")).toHaveLength(1);
    for (const loser of responses.filter((response) => response.statusCode !== 201)) {
      expect(loser.statusCode).toBe(409);
      expect(loser.json().code).toBe("booking.series_slot_taken");
    }
    const held = await t.db.select().from(bookings).where(eq(bookings.professionalId, pro.user.id));
    expect(held.filter((row) => row.startsAt.toISOString() === FRIDAYS[1])).toHaveLength(1);
    expect(held).toHaveLength(made[0]?.json().series.count);
  });
});

describe("recurring bookings: answering", () => {
  it("accepting any occurrence accepts the series; the customer may not answer; no other time", async () => {
    const { pro, customer, all } = await weeklyOfFour();
    const second = all[1] as Booking;
    const notMine = await send(t.app, "POST", `/api/bookings/${second.id}/accept`, customer.cookie);
    expect(notMine.json().code).toBe("booking.not_your_turn");
    const propose = await send(t.app, "POST", `/api/bookings/${second.id}/propose`, pro.cookie, {
      startsAt: at("2026-12-10", "09:00"),
    });
    expect(propose.statusCode).toBe(409);
    expect(propose.json().code).toBe("booking.series_no_propose");
    const accepted = await send(t.app, "POST", `/api/bookings/${second.id}/accept`, pro.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "accepted", series: { index: 2, count: 4 } });
    const after = await mine(customer.cookie);
    expect(after.map((b) => b.status)).toEqual(["accepted", "accepted", "accepted", "accepted"]);
    for (const booking of after) {
      expect((await get(t.app, `/api/jobs/${booking.jobId}`, customer.cookie)).json().status).toBe(
        "accepted",
      );
    }
    // Answered once: accepting again is refused.
    const again = await send(t.app, "POST", `/api/bookings/${all[0]?.id}/accept`, pro.cookie);
    expect(again.json().code).toBe("booking.not_waiting");
  });

  it("declining declines every occurrence and frees their time; it counts as one answer", async () => {
    const { pro, customer, first } = await weeklyOfFour();
    const single = await signUp(t.app);
    const one = await book(single.cookie, pro.user.id, at("2026-12-02", "09:00"));
    expect((await send(t.app, "POST", `/api/bookings/${one.json().id}/accept`, pro.cookie)).statusCode).toBe(
      200,
    );
    const declined = await send(t.app, "POST", `/api/bookings/${first.id}/decline`, pro.cookie, {
      reason: "Away that month",
    });
    expect(declined.statusCode).toBe(200);
    expect((await mine(customer.cookie)).map((b) => b.status)).toEqual([
      "declined",
      "declined",
      "declined",
      "declined",
    ]);
    expect((await repeatCheck(pro.user.id, FRIDAYS[0] as string)).every((d) => d.free)).toBe(true);
    // One request accepted, one series declined: half, not one in five.
    const [record] = await t.db
      .select({ acceptanceRate: users.acceptanceRate })
      .from(users)
      .where(eq(users.id, pro.user.id));
    expect(record?.acceptanceRate).toBe("50.00");
  });

  it("an unanswered series expires whole, at the first occurrence's deadline", async () => {
    const { customer, first } = await weeklyOfFour();
    now = new Date(START.getTime() + 12 * 3_600_000);
    expect(await expireOverdueBookings(t.db, now)).toBeGreaterThanOrEqual(1);
    expect((await mine(customer.cookie)).map((b) => b.status)).toEqual([
      "expired",
      "expired",
      "expired",
      "expired",
    ]);
    expect(first.series?.count).toBe(4);
    now = START;
  });
});

describe("recurring bookings: skipping and cancelling", () => {
  async function acceptedSeries() {
    const made = await weeklyOfFour();
    expect(
      (await send(t.app, "POST", `/api/bookings/${made.first.id}/accept`, made.pro.cookie)).statusCode,
    ).toBe(200);
    return made;
  }

  it("skipping one occurrence cancels it alone, with its own fee when late", async () => {
    const { pro, customer, all } = await acceptedSeries();
    const skipped = await send(t.app, "POST", `/api/bookings/${all[1]?.id}/cancel`, customer.cookie, {
      reason: "Away that week",
    });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({ status: "cancelled", cancellationFee: null });
    expect((await mine(customer.cookie)).map((b) => b.status)).toEqual([
      "accepted",
      "cancelled",
      "accepted",
      "accepted",
    ]);
    expect(
      (await repeatCheck(pro.user.id, FRIDAYS[1] as string, "every=week&count=2")).map((d) => d.free),
    ).toEqual([true, false]);
    // The day before the first occurrence, skipping it is late: 20 % of that occurrence's price.
    now = new Date(Date.parse(FRIDAYS[0] as string) - 3_600_000);
    const late = await send(t.app, "POST", `/api/bookings/${all[0]?.id}/cancel`, customer.cookie);
    expect(late.json()).toMatchObject({ status: "cancelled", cancellationFee: 200 });
    expect((await mine(customer.cookie)).map((b) => [b.status, b.cancellationFee])).toEqual([
      ["cancelled", 200],
      ["cancelled", null],
      ["accepted", null],
      ["accepted", null],
    ]);
    now = START;
  });

  it("cancelling the following occurrences leaves the earlier ones", async () => {
    const { pro, customer, all } = await acceptedSeries();
    const cancelled = await send(t.app, "POST", `/api/bookings/${all[1]?.id}/cancel`, pro.cookie, {
      scope: "following",
      reason: "Moving away",
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await mine(customer.cookie)).map((b) => b.status)).toEqual([
      "accepted",
      "cancelled",
      "cancelled",
      "cancelled",
    ]);
    const told = await t.db.select().from(userEvents).where(eq(userEvents.userId, customer.user.id));
    expect(told.at(-1)?.payload).toMatchObject({ status: "cancelled", occurrences: 3 });
    const bad = await send(t.app, "POST", `/api/bookings/${all[0]?.id}/cancel`, customer.cookie, {
      scope: "all",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("is its two people's only: another customer or professional neither sees nor acts", async () => {
    const { all } = await acceptedSeries();
    const stranger = await signUp(t.app);
    const otherPro = await bookablePro();
    const id = all[0]?.id;
    for (const cookie of [stranger.cookie, otherPro.cookie]) {
      expect((await get(t.app, `/api/bookings/${id}`, cookie)).statusCode).toBe(404);
      const cancel = await send(t.app, "POST", `/api/bookings/${id}/cancel`, cookie, { scope: "following" });
      expect(cancel.statusCode).toBe(404);
      expect((await mine(cookie)).map((b) => b.id)).not.toContain(id);
    }
    const rows = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, id as string));
    expect(rows[0]?.status).toBe("accepted");
  });
});
