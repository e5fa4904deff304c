import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nepalInstant } from "../../../domain/kathmandu-day";
import { bookingFees, userEvents, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { insertBookable } from "../../test/bookings";
import { professional, signUp, signUpAdmin } from "../../test/people";
import { get, send } from "../../test/requests";
import { sweepBookings } from "./sweep";

// Tuesday 1 December 2026, 08:00 in Nepal; tests move the clock and put it back.
const START = nepalInstant("2026-12-01", "08:00") as Date;
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (day: string, time: string) => (nepalInstant(day, time) as Date).toISOString();
const hoursBefore = (iso: string, hours: number) => new Date(Date.parse(iso) - hours * HOUR);

type Person = Awaited<ReturnType<typeof signUp>>;

/** A professional at NPR 500 an hour, working 06:00-22:00 every day, no buffer. */
async function bookablePro() {
  const pro = await professional(t.app, "Bikash");
  await insertBookable(t.db, pro.user.id);
  return pro;
}

const book = (customer: Person, proId: string, startsAt: string) =>
  send(t.app, "POST", "/api/bookings", customer.cookie, {
    professionalId: proId,
    skillCategory: "Plumbing",
    title: "Fix the kitchen tap",
    description: "The tap drips all night.",
    location: "Jawalakhel, Lalitpur",
    startsAt,
    estimatedHours: 2,
  });

const step = (id: string, who: Person, path: string, body: Record<string, unknown> = {}) =>
  send(t.app, "POST", `/api/bookings/${id}/${path}`, who.cookie, body);

/** A booking of a new customer with a new professional, accepted: NPR 1000 for 2 hours. */
async function accepted(startsAt = at("2026-12-04", "10:00")) {
  const pro = await bookablePro();
  const customer = await signUp(t.app, { firstName: "Aarati" });
  const made = await book(customer, pro.user.id, startsAt);
  expect(made.statusCode).toBe(201);
  const booking = made.json();
  expect((await step(booking.id, pro, "accept")).statusCode).toBe(200);
  return { pro, customer, booking };
}

const slotsOf = async (proId: string, day: string) => {
  const response = await get(t.app, `/api/professionals/${proId}/slots?from=${day}&days=1&hours=2`);
  return (response.json() as { startsAt: string }[]).map((slot) => slot.startsAt);
};

const cancellationRate = async (proId: string) => {
  const [row] = await t.db.select({ rate: users.cancellationRate }).from(users).where(eq(users.id, proId));
  return Number(row?.rate);
};

/** The user's events of `type`, oldest first (a select without an order has none to rely on). */
const eventsOf = async (userId: string, type: string) =>
  (await t.db.select().from(userEvents).where(eq(userEvents.userId, userId)).orderBy(asc(userEvents.id)))
    .filter((event) => event.type === type)
    .map((event) => event.payload as Record<string, unknown>);

describe("cancelling a booking", () => {
  it("is free until 24 hours before: the job is cancelled with the reason, the time freed, both told", async () => {
    now = START;
    const { pro, customer, booking } = await accepted();
    const response = await step(booking.id, customer, "cancel", { reason: "Fixed it myself" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "cancelled",
      cancelledBy: "customer",
      cancelReason: "Fixed it myself",
      cancellationFee: null,
    });
    const job = (await get(t.app, `/api/jobs/${booking.jobId}`, customer.cookie)).json();
    expect(job.status).toBe("cancelled");
    expect(await slotsOf(pro.user.id, "2026-12-04")).toContain(at("2026-12-04", "10:00"));
    for (const person of [pro, customer]) {
      expect((await eventsOf(person.user.id, "booking.updated")).map((event) => event.status)).toContain(
        "cancelled",
      );
    }
    const fees = await t.db.select().from(bookingFees).where(eq(bookingFees.bookingId, booking.id));
    expect(fees).toEqual([]);
  });

  it("costs the customer 20 % of the price inside the last 24 hours, recorded once", async () => {
    now = START;
    const { pro, customer, booking } = await accepted();
    now = hoursBefore(booking.startsAt, 23);
    const response = await step(booking.id, customer, "cancel");
    now = START;
    expect(response.json()).toMatchObject({
      status: "cancelled",
      cancelledBy: "customer",
      cancellationFee: 200,
    });
    const fees = await t.db.select().from(bookingFees).where(eq(bookingFees.bookingId, booking.id));
    expect(fees).toMatchObject([
      {
        customerId: customer.user.id,
        kind: "late_cancellation",
        percent: 20,
        amount: "200.00",
        chargedAt: null,
      },
    ]);
    // The customer's late cancellation is not the professional's.
    expect(await cancellationRate(pro.user.id)).toBe(0);
  });

  it("waiting for an answer, costs nothing even at the last hours", async () => {
    now = START;
    const pro = await bookablePro();
    const customer = await signUp(t.app);
    const booking = (await book(customer, pro.user.id, at("2026-12-01", "14:00"))).json();
    const response = await step(booking.id, customer, "cancel");
    expect(response.json()).toMatchObject({ status: "cancelled", cancellationFee: null });
    expect((await get(t.app, `/api/jobs/${booking.jobId}`, customer.cookie)).json().status).toBe("cancelled");
  });

  it("counts a professional's late cancellations in their cancellation rate, not their early ones", async () => {
    now = START;
    const { pro, customer } = await accepted(at("2026-12-04", "10:00"));
    const late = (await book(customer, pro.user.id, at("2026-12-02", "10:00"))).json();
    expect((await step(late.id, pro, "accept")).statusCode).toBe(200);
    const early = (await book(customer, pro.user.id, at("2026-12-10", "10:00"))).json();
    expect((await step(early.id, pro, "accept")).statusCode).toBe(200);
    expect(await cancellationRate(pro.user.id)).toBe(0);

    now = hoursBefore(late.startsAt, 5);
    const response = await step(late.id, pro, "cancel", { reason: "Van broke down" });
    expect(response.json()).toMatchObject({ cancelledBy: "professional", cancellationFee: null });
    // One of three agreed bookings cancelled late; customers see it on the profile.
    expect(await cancellationRate(pro.user.id)).toBe(33.33);
    const profile = (await get(t.app, `/api/professionals/${pro.user.id}`)).json();
    expect(profile.statistics.cancellationRate).toBe(33.33);
    expect((await step(early.id, pro, "cancel")).statusCode).toBe(200);
    now = START;
    expect(await cancellationRate(pro.user.id)).toBe(33.33);
    const told = await eventsOf(customer.user.id, "booking.updated");
    expect(told).toContainEqual(
      expect.objectContaining({ bookingId: late.id, status: "cancelled", actorId: pro.user.id }),
    );
  });

  it("refuses strangers, admins, a booking that has started or is already cancelled, and a long reason", async () => {
    now = START;
    const { customer, booking } = await accepted();
    const stranger = await signUp(t.app);
    const admin = await signUpAdmin(t.app, t.db);
    expect((await step(booking.id, stranger, "cancel")).json().code).toBe("booking.not_found");
    expect((await step(booking.id, admin, "cancel")).json().code).toBe("booking.forbidden");
    const long = await step(booking.id, customer, "cancel", { reason: "x".repeat(301) });
    expect(long.statusCode).toBe(400);
    now = new Date(Date.parse(booking.startsAt) + 60_000);
    const started = await step(booking.id, customer, "cancel");
    now = START;
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe("booking.not_cancellable");
    expect((await step(booking.id, customer, "cancel")).statusCode).toBe(200);
    expect((await step(booking.id, customer, "cancel")).json().code).toBe("booking.not_cancellable");
  });

  it("sends the customer's Cancel Job on an agreed booking to the booking, which applies the policy", async () => {
    now = START;
    const { customer, booking } = await accepted();
    const viaJob = await send(t.app, "POST", `/api/jobs/${booking.jobId}/cancel`, customer.cookie);
    expect(viaJob.statusCode).toBe(409);
    expect(viaJob.json().code).toBe("job.is_booking");
    expect((await get(t.app, `/api/bookings/${booking.id}`, customer.cookie)).json().status).toBe("accepted");
  });
});

describe("reporting a no-show", () => {
  it("the customer, after the start: booking and job cancelled, no fee, counted in the professional's rate", async () => {
    now = START;
    const { pro, customer, booking } = await accepted(at("2026-12-04", "10:00"));
    expect((await step(booking.id, customer, "no-show")).json().code).toBe("booking.no_show_not_reportable");
    now = new Date(Date.parse(booking.startsAt) + 45 * 60_000);
    expect((await step(booking.id, pro, "no-show")).json().code).toBe("booking.no_show_customer_only");
    const reported = await step(booking.id, customer, "no-show");
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({
      status: "cancelled",
      cancelledBy: "customer",
      cancellationFee: null,
    });
    expect((await get(t.app, `/api/jobs/${booking.jobId}`, customer.cookie)).json().status).toBe("cancelled");
    expect(await cancellationRate(pro.user.id)).toBe(100);
    expect((await step(booking.id, customer, "no-show")).json().code).toBe("booking.no_show_not_reportable");
    now = START;
  });

  it("not once the professional has started the work", async () => {
    now = START;
    const { pro, customer, booking } = await accepted(at("2026-12-04", "10:00"));
    now = new Date(Date.parse(booking.startsAt) + 5 * 60_000);
    expect((await send(t.app, "POST", `/api/jobs/${booking.jobId}/start`, pro.cookie)).statusCode).toBe(200);
    expect((await step(booking.id, customer, "no-show")).json().code).toBe("booking.no_show_not_reportable");
    now = START;
  });
});

describe("rescheduling an accepted booking", () => {
  it("keeps the time until the other side accepts; the time asked for is held meanwhile; then both move", async () => {
    now = START;
    const { pro, customer, booking } = await accepted(at("2026-12-04", "10:00"));
    const asked = await step(booking.id, customer, "reschedule", { startsAt: at("2026-12-04", "15:00") });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      status: "accepted",
      startsAt: at("2026-12-04", "10:00"),
      reschedule: {
        startsAt: at("2026-12-04", "15:00"),
        endsAt: at("2026-12-04", "17:00"),
        requestedBy: "customer",
      },
    });
    const slots = await slotsOf(pro.user.id, "2026-12-04");
    expect(slots).not.toContain(at("2026-12-04", "10:00"));
    expect(slots).not.toContain(at("2026-12-04", "15:00"));
    const other = await signUp(t.app);
    expect((await book(other, pro.user.id, at("2026-12-04", "15:00"))).statusCode).toBe(409);
    expect((await step(booking.id, customer, "reschedule/accept")).json().code).toBe("booking.not_your_turn");
    expect(
      (await step(booking.id, customer, "reschedule", { startsAt: at("2026-12-04", "18:00") })).json().code,
    ).toBe("booking.reschedule_pending");
    expect((await eventsOf(pro.user.id, "booking.updated")).at(-1)).toMatchObject({
      change: "reschedule_requested",
      startsAt: at("2026-12-04", "15:00"),
    });

    const waitingOnPro = (await get(t.app, "/api/bookings?view=waiting", pro.cookie)).json() as {
      id: string;
    }[];
    expect(waitingOnPro.map((row) => row.id)).toContain(booking.id);
    const waitingOnCustomer = (await get(t.app, "/api/bookings?view=waiting", customer.cookie)).json() as {
      id: string;
    }[];
    expect(waitingOnCustomer.map((row) => row.id)).not.toContain(booking.id);

    const moved = await step(booking.id, pro, "reschedule/accept");
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: "accepted",
      startsAt: at("2026-12-04", "15:00"),
      endsAt: at("2026-12-04", "17:00"),
      reschedule: null,
    });
    const job = (await get(t.app, `/api/jobs/${booking.jobId}`, customer.cookie)).json();
    expect(job.scheduledAt).toBe(at("2026-12-04", "15:00"));
    expect(await slotsOf(pro.user.id, "2026-12-04")).toContain(at("2026-12-04", "10:00"));
    expect((await eventsOf(customer.user.id, "booking.updated")).at(-1)).toMatchObject({
      change: "rescheduled",
    });
  });

  it("declined: the booking stays where it was and the time asked for is free again", async () => {
    now = START;
    const { pro, customer, booking } = await accepted(at("2026-12-04", "10:00"));
    expect(
      (await step(booking.id, pro, "reschedule", { startsAt: at("2026-12-05", "10:00") })).statusCode,
    ).toBe(200);
    expect((await step(booking.id, pro, "reschedule/decline")).json().code).toBe("booking.not_your_turn");
    const declined = await step(booking.id, customer, "reschedule/decline");
    expect(declined.json()).toMatchObject({ startsAt: at("2026-12-04", "10:00"), reschedule: null });
    expect(await slotsOf(pro.user.id, "2026-12-05")).toContain(at("2026-12-05", "10:00"));
    expect((await step(booking.id, customer, "reschedule/accept")).json().code).toBe("booking.no_reschedule");
  });

  it("refuses a booking not yet agreed, a time that is not free, and strangers", async () => {
    now = START;
    const { pro, customer, booking } = await accepted(at("2026-12-04", "10:00"));
    const waiting = (await book(customer, pro.user.id, at("2026-12-06", "10:00"))).json();
    expect(
      (await step(waiting.id, customer, "reschedule", { startsAt: at("2026-12-07", "10:00") })).json().code,
    ).toBe("booking.not_agreed");
    for (const startsAt of [
      at("2026-12-06", "11:00"),
      at("2026-12-04", "10:00"),
      at("2026-12-04", "23:00"),
    ]) {
      const refused = await step(booking.id, customer, "reschedule", { startsAt });
      expect(refused.json().code, startsAt).toBe("booking.slot_unavailable");
    }
    const stranger = await signUp(t.app);
    expect(
      (await step(booking.id, stranger, "reschedule", { startsAt: at("2026-12-08", "10:00") })).statusCode,
    ).toBe(404);
  });

  it("of a reschedule and a new booking racing for one time, exactly one gets it", async () => {
    now = START;
    const { pro, customer, booking } = await accepted(at("2026-12-04", "10:00"));
    const others = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    const answers = await Promise.all([
      step(booking.id, customer, "reschedule", { startsAt: at("2026-12-09", "10:00") }),
      ...others.map((other) => book(other, pro.user.id, at("2026-12-09", "10:00"))),
    ]);
    const won = answers.filter((response) => response.statusCode < 300);
    expect(won).toHaveLength(1);
    for (const response of answers.filter((r) => r.statusCode >= 300)) {
      expect(["booking.slot_taken", "booking.slot_unavailable"]).toContain(response.json().code);
    }
    const after = (await get(t.app, `/api/bookings/${booking.id}`, customer.cookie)).json();
    expect(after.startsAt).toBe(at("2026-12-04", "10:00"));
  });

  it("lapses unanswered: the sweep clears it and tells both sides", async () => {
    now = START;
    const { pro, customer, booking } = await accepted(at("2026-12-04", "10:00"));
    await step(booking.id, customer, "reschedule", { startsAt: at("2026-12-05", "10:00") });
    now = new Date(START.getTime() + 12 * HOUR + 1000);
    await sweepBookings(t.db, now);
    expect((await step(booking.id, pro, "reschedule/accept")).json().code).toBe("booking.no_reschedule");
    now = START;
    const after = (await get(t.app, `/api/bookings/${booking.id}`, customer.cookie)).json();
    expect(after).toMatchObject({ startsAt: at("2026-12-04", "10:00"), reschedule: null });
    expect((await eventsOf(pro.user.id, "booking.updated")).at(-1)).toMatchObject({
      change: "reschedule_expired",
    });
  });
});

describe("booking reminders", () => {
  const reminders = async (userId: string, bookingId: string) =>
    (await eventsOf(userId, "booking.reminder"))
      .filter((event) => event.bookingId === bookingId)
      .map((e) => e.before);

  it("go to both sides a day before and an hour before an accepted booking, once each", async () => {
    now = START;
    const { pro, customer, booking } = await accepted(at("2026-12-03", "10:00"));
    const waiting = (await book(customer, pro.user.id, at("2026-12-03", "14:00"))).json();
    await sweepBookings(t.db, hoursBefore(booking.startsAt, 25));
    expect(await reminders(customer.user.id, booking.id)).toEqual([]);
    await sweepBookings(t.db, hoursBefore(booking.startsAt, 23));
    await sweepBookings(t.db, hoursBefore(booking.startsAt, 22));
    expect(await reminders(customer.user.id, booking.id)).toEqual(["day"]);
    expect(await reminders(pro.user.id, booking.id)).toEqual(["day"]);
    await sweepBookings(t.db, hoursBefore(booking.startsAt, 0.5));
    await sweepBookings(t.db, hoursBefore(booking.startsAt, 0.25));
    expect(await reminders(customer.user.id, booking.id)).toEqual(["day", "hour"]);
    expect(await reminders(pro.user.id, booking.id)).toEqual(["day", "hour"]);
    // Not for a booking nobody has agreed to.
    expect(await reminders(customer.user.id, waiting.id)).toEqual([]);
    const [event] = await eventsOf(pro.user.id, "booking.reminder");
    expect(event).toMatchObject({ jobTitle: "Fix the kitchen tap", startsAt: booking.startsAt });
  });

  it("inside the hour, only the hour's reminder; a booking moved is reminded again at its new time", async () => {
    now = START;
    const { pro, customer, booking } = await accepted(at("2026-12-03", "10:00"));
    await sweepBookings(t.db, hoursBefore(booking.startsAt, 0.5));
    expect(await reminders(customer.user.id, booking.id)).toEqual(["hour"]);
    await step(booking.id, customer, "reschedule", { startsAt: at("2026-12-03", "16:00") });
    const moved = await step(booking.id, pro, "reschedule/accept");
    expect(moved.statusCode).toBe(200);
    await sweepBookings(t.db, hoursBefore(at("2026-12-03", "16:00"), 0.5));
    expect(await reminders(customer.user.id, booking.id)).toEqual(["hour", "hour"]);
    const sent = await t.db
      .select()
      .from(userEvents)
      .where(and(eq(userEvents.userId, pro.user.id), eq(userEvents.type, "booking.reminder")));
    expect(sent).toHaveLength(2);
  });
});
