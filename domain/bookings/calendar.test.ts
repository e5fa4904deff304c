import { describe, expect, it } from "vitest";
import { nepalInstant } from "../kathmandu-day";
import { calendarTimes } from "./calendar";
import type { DayChange, WeeklyHours } from "./slots";

const at = (day: string, time: string) => nepalInstant(day, time) as Date;
const iso = (day: string, time: string) => at(day, time).toISOString();
const window = (day: string, from: string, to: string) => ({
  startsAt: iso(day, from),
  endsAt: iso(day, to),
});

// Sunday to Friday 09:00-17:00 in Nepal; Saturday off.
const WEEK: WeeklyHours[] = [0, 1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: "09:00:00",
  endTime: "17:00:00",
  isAvailable: true,
}));
// Before the days asked for.
const LONG_BEFORE = new Date("2026-11-01T00:00:00Z");

describe("a professional's calendar", () => {
  it("is their working hours, free, on the Nepal day (09:00 Nepal is 03:15 UTC)", () => {
    const times = calendarTimes(WEEK, [], [], { from: "2026-12-01", days: 1, now: LONG_BEFORE });
    expect(times.working).toEqual([window("2026-12-01", "09:00", "17:00")]);
    expect(times.working[0]?.startsAt).toBe("2026-12-01T03:15:00.000Z");
    expect(times.free).toEqual(times.working);
    expect(times.daysOff).toEqual([]);
  });

  it("leaves out bookings with their buffer, and gaps under half an hour", () => {
    const busy = [
      // 10:00-12:00 with 30 minutes of buffer after it.
      { start: at("2026-12-01", "10:00"), end: at("2026-12-01", "12:30") },
      // 12:50-14:00: the 20 minutes between them are no free time.
      { start: at("2026-12-01", "12:50"), end: at("2026-12-01", "14:00") },
    ];
    const times = calendarTimes(WEEK, [], busy, { from: "2026-12-01", days: 1, now: LONG_BEFORE });
    expect(times.free).toEqual([
      window("2026-12-01", "09:00", "10:00"),
      window("2026-12-01", "14:00", "17:00"),
    ]);
  });

  it("shows no free time in the past: today starts now", () => {
    const times = calendarTimes(WEEK, [], [], {
      from: "2026-12-01",
      days: 2,
      now: at("2026-12-01", "15:20"),
    });
    expect(times.free).toEqual([
      window("2026-12-01", "15:20", "17:00"),
      window("2026-12-02", "09:00", "17:00"),
    ]);
    expect(times.working).toHaveLength(2);
  });

  it("names the days off: a weekday not worked and a date taken off; extra hours count", () => {
    const changes: DayChange[] = [
      { date: "2026-12-02", startTime: null, endTime: null, isAvailable: false },
      { date: "2026-12-03", startTime: "12:00", endTime: "13:00", isAvailable: false },
      { date: "2026-12-05", startTime: "10:00", endTime: "12:00", isAvailable: true },
    ];
    // Tuesday 1 to Sunday 6 December 2026.
    const times = calendarTimes(WEEK, changes, [], { from: "2026-12-01", days: 6, now: LONG_BEFORE });
    expect(times.daysOff).toEqual(["2026-12-02"]);
    expect(times.free.filter((free) => free.startsAt.startsWith("2026-12-03"))).toEqual([
      window("2026-12-03", "09:00", "12:00"),
      window("2026-12-03", "13:00", "17:00"),
    ]);
    // Saturday is off by the week, but works two extra hours.
    expect(times.free).toContainEqual(window("2026-12-05", "10:00", "12:00"));
    const offWeek = calendarTimes(WEEK, [], [], { from: "2026-12-05", days: 1, now: LONG_BEFORE });
    expect(offWeek).toEqual({ working: [], free: [], daysOff: ["2026-12-05"] });
  });

  it("keeps early hours on their Nepal date: 05:00 Nepal is the evening before in UTC", () => {
    const early: WeeklyHours[] = [{ dayOfWeek: 2, startTime: "05:00", endTime: "07:00", isAvailable: true }];
    const times = calendarTimes(early, [], [], { from: "2026-12-01", days: 1, now: LONG_BEFORE });
    expect(times.free).toEqual([
      { startsAt: "2026-11-30T23:15:00.000Z", endsAt: "2026-12-01T01:15:00.000Z" },
    ]);
    // The same hours read from the day after are Wednesday's: none.
    expect(calendarTimes(early, [], [], { from: "2026-12-02", days: 1, now: LONG_BEFORE }).daysOff).toEqual([
      "2026-12-02",
    ]);
  });
});
