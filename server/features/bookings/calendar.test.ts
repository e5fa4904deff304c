import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nepalInstant } from "../../../domain/kathmandu-day";
import { availabilityExceptions } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { insertOfficeHours } from "../../test/bookings";
import { professional, signUp } from "../../test/people";
import { get, send } from "../../test/requests";

// Tuesday 1 December 2026, 08:00 in Nepal.
const NOW = nepalInstant("2026-12-01", "08:00") as Date;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const at = (day: string, time: string) => (nepalInstant(day, time) as Date).toISOString();
const window = (day: string, from: string, to: string) => ({ startsAt: at(day, from), endsAt: at(day, to) });

describe("GET /api/bookings/calendar", () => {
  it("gives the professional their bookings, working hours, free time less each booking and its buffer, and days off", async () => {
    const pro = await professional(t.app, "Bikash");
    // Sunday to Friday 09:00-17:00, 30 minutes between bookings; Thursday 3 December off.
    await insertOfficeHours(t.db, pro.user.id, "Plumbing");
    await t.db
      .insert(availabilityExceptions)
      .values({ professionalId: pro.user.id, date: "2026-12-03", isAvailable: false });
    const customer = await signUp(t.app, { firstName: "Maya" });
    const booked = await send(t.app, "POST", "/api/bookings", customer.cookie, {
      professionalId: pro.user.id,
      skillCategory: "Plumbing",
      title: "Fix the kitchen tap",
      description: "The tap drips all night.",
      location: "Jawalakhel, Lalitpur",
      startsAt: at("2026-12-02", "11:00"),
      estimatedHours: 2,
    });
    expect(booked.statusCode).toBe(201);

    const response = await get(t.app, "/api/bookings/calendar?from=2026-12-01&days=5", pro.cookie);
    expect(response.statusCode).toBe(200);
    const calendar = response.json();
    expect(calendar).toMatchObject({ from: "2026-12-01", days: 5 });
    // The request waiting on him, with its customer.
    expect(calendar.bookings).toEqual([
      expect.objectContaining({
        title: "Fix the kitchen tap",
        status: "requested",
        awaiting: "professional",
        startsAt: at("2026-12-02", "11:00"),
        customer: expect.objectContaining({ firstName: "Maya" }),
      }),
    ]);
    // Saturday 5 December by the week, Thursday 3 by its change.
    expect(calendar.daysOff).toEqual(["2026-12-03", "2026-12-05"]);
    expect(calendar.working).toHaveLength(3);
    expect(calendar.free).toEqual([
      window("2026-12-01", "09:00", "17:00"),
      window("2026-12-02", "09:00", "11:00"),
      // The booking ends at 13:00; its buffer keeps him until 13:30.
      window("2026-12-02", "13:30", "17:00"),
      window("2026-12-04", "09:00", "17:00"),
    ]);

    // Today, by default, and the one day asked for: Tuesday.
    const today = await get(t.app, "/api/bookings/calendar?days=1", pro.cookie);
    expect(today.json()).toMatchObject({ from: "2026-12-01", bookings: [], daysOff: [] });
  });

  it("is the professional's own: 401 signed out, 403 to a customer, and from and days are checked", async () => {
    const customer = await signUp(t.app);
    const pro = await professional(t.app);
    expect((await get(t.app, "/api/bookings/calendar")).statusCode).toBe(401);
    const refused = await get(t.app, "/api/bookings/calendar", customer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "auth.forbidden" });
    for (const query of ["from=2026-13-01", "from=tomorrow", "days=0", "days=15", "days=1.5"]) {
      const bad = await get(t.app, `/api/bookings/calendar?${query}`, pro.cookie);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().code).toBeTypeOf("string");
    }
    // A professional without working hours has every day off, and no free time.
    const empty = await get(t.app, "/api/bookings/calendar?from=2026-12-01&days=2", pro.cookie);
    expect(empty.json()).toMatchObject({ working: [], free: [], daysOff: ["2026-12-01", "2026-12-02"] });
  });
});
