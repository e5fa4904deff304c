import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nepalInstant } from "../../../domain/kathmandu-day";
import { availabilityExceptions, bookings, userEvents, users } from "../../db/schema";
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
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

/** A professional at NPR 500 an hour, Sunday to Friday 09:00-17:00 with 30 minutes between bookings. */
async function bookablePro(name = "Bikash") {
  const pro = await professional(t.app, name);
  await insertOfficeHours(t.db, pro.user.id, "Plumbing");
  return pro;
}

const slotsOf = async (proId: string, query = "from=2026-12-01&days=5&hours=2") => {
  const response = await get(t.app, `/api/professionals/${proId}/slots?${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { startsAt: string }[]).map((slot) => slot.startsAt);
};

const book = (cookie: string, proId: string, startsAt: string, extra: Record<string, unknown> = {}) =>
  send(t.app, "POST", "/api/bookings", cookie, {
    professionalId: proId,
    skillCategory: "Plumbing",
    title: "Fix the kitchen tap",
    description: "The tap drips all night.",
    location: "Jawalakhel, Lalitpur",
    startsAt,
    estimatedHours: 2,
    ...extra,
  });

const halfHours = (day: string, from: string, to: string) => {
  const out: string[] = [];
  for (let ms = Date.parse(at(day, from)); ms <= Date.parse(at(day, to)); ms += 30 * 60_000) {
    out.push(new Date(ms).toISOString());
  }
  return out;
};

describe("GET /api/professionals/:id/slots", () => {
  it("gives the half hours of the weekly hours, less days and hours off, the notice, and in Nepal time", async () => {
    now = START;
    const pro = await bookablePro();
    await t.db.insert(availabilityExceptions).values([
      // Wednesday off, Thursday's lunch off, Saturday (not a working day) 10:00-12:00 extra.
      { professionalId: pro.user.id, date: "2026-12-02", isAvailable: false, reason: "Festival" },
      {
        professionalId: pro.user.id,
        date: "2026-12-03",
        startTime: "12:00",
        endTime: "14:00",
        isAvailable: false,
      },
      {
        professionalId: pro.user.id,
        date: "2026-12-05",
        startTime: "10:00",
        endTime: "12:00",
        isAvailable: true,
      },
    ]);
    expect(await slotsOf(pro.user.id)).toEqual([
      // Tuesday: two hours' notice from 08:00, and 2 hours of work must end by 17:00.
      ...halfHours("2026-12-01", "10:00", "15:00"),
      ...halfHours("2026-12-03", "09:00", "10:00"),
      ...halfHours("2026-12-03", "14:00", "15:00"),
      ...halfHours("2026-12-04", "09:00", "15:00"),
      at("2026-12-05", "10:00"),
    ]);
    // 10:00 in Nepal is 04:15 UTC.
    expect((await slotsOf(pro.user.id))[0]).toBe("2026-12-01T04:15:00.000Z");
  });

  it("leaves out time already booked, with the buffer after it", async () => {
    now = START;
    const pro = await bookablePro();
    const customer = await signUp(t.app);
    expect((await book(customer.cookie, pro.user.id, at("2026-12-01", "11:00"))).statusCode).toBe(201);
    // 11:00-13:00 and 30 minutes after: a 2-hour job can start at 13:30 at the earliest, and
    // nothing before 11:00 fits with its own buffer (10:00 + 2 h + 30 min runs past 11:00).
    const tuesday = (await slotsOf(pro.user.id, "from=2026-12-01&days=1&hours=2")).filter((slot) =>
      slot.startsWith("2026-12-01"),
    );
    expect(tuesday).toEqual(halfHours("2026-12-01", "13:30", "15:00"));
    expect(await slotsOf(pro.user.id, "from=2026-12-01&days=1&hours=1")).toContain(at("2026-12-01", "14:30"));
  });

  it("refuses what it cannot read, and someone who is not a professional", async () => {
    const pro = await bookablePro();
    const customer = await signUp(t.app);
    for (const query of ["days=29", "days=0", "hours=9", "hours=1.25", "from=2026-13-01", "from=tomorrow"]) {
      const response = await get(t.app, `/api/professionals/${pro.user.id}/slots?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe("request.invalid");
    }
    for (const id of [UNKNOWN, customer.user.id]) {
      const response = await get(t.app, `/api/professionals/${id}/slots`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("professional.not_found");
    }
  });
});

describe("POST /api/bookings", () => {
  it("asks the professional for the time at their rate: an offered job, told live, due in 12 hours", async () => {
    now = START;
    const pro = await bookablePro();
    const customer = await signUp(t.app, { firstName: "Aarati" });
    const response = await book(customer.cookie, pro.user.id, at("2026-12-04", "09:00"), {
      estimatedHours: 2.5,
    });
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      status: "requested",
      awaiting: "professional",
      startsAt: at("2026-12-04", "09:00"),
      endsAt: at("2026-12-04", "11:30"),
      estimatedHours: 2.5,
      hourlyRate: 500,
      price: 1250,
      answerBy: new Date(START.getTime() + 12 * 3_600_000).toISOString(),
      customer: { id: customer.user.id, firstName: "Aarati" },
      professional: { id: pro.user.id },
      title: "Fix the kitchen tap",
    });
    const job = (await get(t.app, `/api/jobs/${booking.jobId}`, customer.cookie)).json();
    expect(job).toMatchObject({
      status: "offered",
      jobType: "scheduled",
      hiredProfessionalId: pro.user.id,
      finalPrice: "1250.00",
      scheduledAt: at("2026-12-04", "09:00"),
      estimatedDuration: 150,
    });
    const told = await t.db.select().from(userEvents).where(eq(userEvents.userId, pro.user.id));
    expect(told.map((event) => [event.type, (event.payload as { status: string }).status])).toContainEqual([
      "booking.updated",
      "requested",
    ]);
    // Asked for a time soon: the answer is due by the start, not 12 hours on.
    const soon = await book(customer.cookie, pro.user.id, at("2026-12-01", "13:00"), { estimatedHours: 1 });
    expect(soon.json().answerBy).toBe(at("2026-12-01", "13:00"));
  });

  it("refuses yourself, strangers, a professional without a rate, a time that is not free, and bad input", async () => {
    now = START;
    const pro = await bookablePro();
    const customer = await signUp(t.app);
    const expectRefusal = async (
      response: { statusCode: number; json: () => { code: string } },
      status: number,
      code: string,
    ) => {
      expect(response.statusCode, code).toBe(status);
      expect(response.json().code).toBe(code);
    };
    await expectRefusal(await book(pro.cookie, pro.user.id, at("2026-12-04", "09:00")), 400, "booking.self");
    await expectRefusal(
      await book(customer.cookie, UNKNOWN, at("2026-12-04", "09:00")),
      404,
      "professional.not_found",
    );
    const noRate = await professional(t.app, "Nirmal");
    await expectRefusal(
      await book(customer.cookie, noRate.user.id, at("2026-12-04", "09:00")),
      409,
      "booking.no_rate",
    );
    for (const startsAt of [
      at("2026-12-01", "09:00"), // inside the notice
      at("2026-12-04", "09:15"), // not on the half hour
      at("2026-12-04", "16:00"), // 2 hours run past 17:00
      at("2026-12-05", "10:00"), // Saturday
      at("2026-11-30", "10:00"), // the past
    ]) {
      await expectRefusal(
        await book(customer.cookie, pro.user.id, startsAt),
        409,
        "booking.slot_unavailable",
      );
    }
    await expectRefusal(
      await book(customer.cookie, pro.user.id, at("2026-12-04", "09:00"), { skillCategory: "Cleaning" }),
      400,
      "booking.skill_not_offered",
    );
    await expectRefusal(
      await book(customer.cookie, pro.user.id, at("2026-12-04", "09:00"), { estimatedHours: 9 }),
      400,
      "request.invalid",
    );
    await expectRefusal(await book(customer.cookie, pro.user.id, "next friday"), 400, "request.invalid");
    const anonymous = await send(t.app, "POST", "/api/bookings", undefined, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it("books one slot once: of 20 customers asking at the same moment, exactly one gets it", async () => {
    now = START;
    const pro = await bookablePro();
    const customers = await Promise.all(Array.from({ length: 20 }, () => signUp(t.app)));
    const answers = await Promise.all(
      customers.map((customer) => book(customer.cookie, pro.user.id, at("2026-12-04", "10:00"))),
    );
    expect(answers.filter((response) => response.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((response) => response.statusCode !== 201);
    expect(refused).toHaveLength(19);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(["booking.slot_taken", "booking.slot_unavailable"]).toContain(response.json().code);
      expect(response.json().field).toBe("startsAt");
    }
    const held = await t.db.select().from(bookings).where(eq(bookings.professionalId, pro.user.id));
    expect(held).toHaveLength(1);
  });
});

describe("answering a booking", () => {
  const answer = (id: string, cookie: string, what: "accept" | "decline" | "propose", body = {}) =>
    send(t.app, "POST", `/api/bookings/${id}/${what}`, cookie, body);

  async function requested(startsAt = at("2026-12-04", "09:00")) {
    const pro = await bookablePro();
    const customer = await signUp(t.app);
    const booking = (await book(customer.cookie, pro.user.id, startsAt)).json();
    return { pro, customer, booking };
  }

  it("accepted by the professional: one agreed job in the customer's My Jobs, at its time and price", async () => {
    now = START;
    const { pro, customer, booking } = await requested();
    expect((await answer(booking.id, customer.cookie, "accept")).json().code).toBe("booking.not_your_turn");
    const stranger = await signUp(t.app);
    expect((await answer(booking.id, stranger.cookie, "accept")).statusCode).toBe(404);
    // The job's own hire answer sends the professional to the booking.
    const viaJob = await send(t.app, "POST", `/api/jobs/${booking.jobId}/hire/accept`, pro.cookie);
    expect(viaJob.statusCode).toBe(409);
    expect(viaJob.json().code).toBe("hire.is_booking");

    const accepted = await answer(booking.id, pro.cookie, "accept");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "accepted", awaiting: null });
    const mine = (await get(t.app, "/api/jobs/mine", customer.cookie)).json() as Record<string, unknown>[];
    expect(mine.find((job) => job.id === booking.jobId)).toMatchObject({
      status: "accepted",
      scheduledAt: at("2026-12-04", "09:00"),
      finalPrice: "1000.00",
    });
    expect((await answer(booking.id, pro.cookie, "accept")).json().code).toBe("booking.not_waiting");
    const upcoming = (await get(t.app, "/api/bookings", pro.cookie)).json() as { id: string }[];
    expect(upcoming.map((row) => row.id)).toContain(booking.id);
  });

  it("declined with a reason: the job is cancelled and the time free again", async () => {
    now = START;
    const { pro, customer, booking } = await requested();
    const declined = await answer(booking.id, pro.cookie, "decline", { reason: "Away that day" });
    expect(declined.json()).toMatchObject({ status: "declined", declineReason: "Away that day" });
    expect((await get(t.app, `/api/jobs/${booking.jobId}`, customer.cookie)).json().status).toBe("cancelled");
    expect(await slotsOf(pro.user.id, "from=2026-12-04&days=1")).toContain(at("2026-12-04", "09:00"));
  });

  it("another time proposed: the booking moves and waits on the customer, who accepts it", async () => {
    now = START;
    const { pro, customer, booking } = await requested();
    const refused = await answer(booking.id, pro.cookie, "propose", { startsAt: at("2026-12-05", "09:00") });
    expect(refused.json().code).toBe("booking.slot_unavailable");
    const proposed = await answer(booking.id, pro.cookie, "propose", { startsAt: at("2026-12-04", "14:00") });
    expect(proposed.json()).toMatchObject({
      status: "proposed",
      awaiting: "customer",
      startsAt: at("2026-12-04", "14:00"),
      requestedStartsAt: at("2026-12-04", "09:00"),
    });
    expect((await answer(booking.id, pro.cookie, "accept")).json().code).toBe("booking.not_your_turn");
    const slots = await slotsOf(pro.user.id, "from=2026-12-04&days=1");
    expect(slots).toContain(at("2026-12-04", "09:00"));
    expect(slots).not.toContain(at("2026-12-04", "14:00"));
    expect((await answer(booking.id, customer.cookie, "accept")).json().status).toBe("accepted");
    const job = (await get(t.app, `/api/jobs/${booking.jobId}`, customer.cookie)).json();
    expect(job).toMatchObject({ status: "accepted", scheduledAt: at("2026-12-04", "14:00") });
  });

  it("unanswered past its time: expired, the job cancelled, the time free, and no late answer", async () => {
    now = START;
    const { pro, customer, booking } = await requested();
    now = new Date(START.getTime() + 12 * 3_600_000 + 1000);
    expect((await answer(booking.id, pro.cookie, "accept")).json().code).toBe("booking.not_waiting");
    expect(await expireOverdueBookings(t.db, now)).toBeGreaterThanOrEqual(1);
    expect((await get(t.app, `/api/bookings/${booking.id}`, customer.cookie)).json().status).toBe("expired");
    expect((await get(t.app, `/api/jobs/${booking.jobId}`, customer.cookie)).json().status).toBe("cancelled");
    expect(await slotsOf(pro.user.id, "from=2026-12-04&days=1")).toContain(at("2026-12-04", "09:00"));
    now = START;
  });

  it("a booked job still waiting for an answer, cancelled by its customer, frees the time", async () => {
    now = START;
    const { pro, customer, booking } = await requested();
    expect((await send(t.app, "POST", `/api/jobs/${booking.jobId}/cancel`, customer.cookie)).statusCode).toBe(
      200,
    );
    expect((await get(t.app, `/api/bookings/${booking.id}`, customer.cookie)).json().status).toBe(
      "cancelled",
    );
    expect(await slotsOf(pro.user.id, "from=2026-12-04&days=1")).toContain(at("2026-12-04", "09:00"));
  });
});

describe("the professional's track record", () => {
  const answer = (id: string, cookie: string, what: "accept" | "decline") =>
    send(t.app, "POST", `/api/bookings/${id}/${what}`, cookie, {});
  const rate = async (proId: string) => {
    const [row] = await t.db.select({ rate: users.acceptanceRate }).from(users).where(eq(users.id, proId));
    return row?.rate === null || row?.rate === undefined ? null : Number(row.rate);
  };

  it("counts bookings accepted, declined and left to expire", async () => {
    now = START;
    const pro = await bookablePro();
    const customer = await signUp(t.app);
    expect(await rate(pro.user.id)).toBeNull();
    const first = (await book(customer.cookie, pro.user.id, at("2026-12-04", "09:00"))).json();
    expect((await answer(first.id, pro.cookie, "accept")).statusCode).toBe(200);
    expect(await rate(pro.user.id)).toBe(100);
    const second = (await book(customer.cookie, pro.user.id, at("2026-12-04", "13:00"))).json();
    expect((await answer(second.id, pro.cookie, "decline")).statusCode).toBe(200);
    expect(await rate(pro.user.id)).toBe(50);
    await book(customer.cookie, pro.user.id, at("2026-12-06", "09:00"));
    now = new Date(START.getTime() + 13 * 3_600_000);
    await expireOverdueBookings(t.db, now);
    now = START;
    expect(await rate(pro.user.id)).toBe(33.33);
  });
});

describe("holding a professional's time", () => {
  it("lets one customer keep at most two requests waiting with a professional (a request holds the time)", async () => {
    now = START;
    const pro = await bookablePro();
    const customer = await signUp(t.app);
    for (const time of ["09:00", "12:00"]) {
      expect((await book(customer.cookie, pro.user.id, at("2026-12-04", time))).statusCode).toBe(201);
    }
    const third = await book(customer.cookie, pro.user.id, at("2026-12-06", "09:00"));
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe("booking.too_many_waiting");
    // Someone else still books him.
    const other = await signUp(t.app);
    expect((await book(other.cookie, pro.user.id, at("2026-12-06", "09:00"))).statusCode).toBe(201);
  });
});
