import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatRelativeTime } from "./relative-time";
import {
  formatCalendarDay,
  formatCalendarMonth,
  formatClock,
  formatDate,
  formatNepalDateTime,
  formatNepalTime,
  formatOtherCalendarDate,
  formatTimeOfDay,
} from "./time";

const NOW = new Date("2025-03-01T12:00:00Z");

describe("formatRelativeTime", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("says 'about X ago' in English", () => {
    expect(formatRelativeTime(new Date("2025-03-01T09:00:00Z"))).toBe("about 3 hours ago");
    expect(formatRelativeTime("2025-02-27T12:00:00Z")).toBe("2 days ago");
  });

  it("speaks Nepali with Devanagari digits", () => {
    expect(formatRelativeTime(new Date("2025-03-01T09:00:00Z"), "ne")).toBe("करिब ३ घण्टा अघि");
    expect(formatRelativeTime(new Date("2025-03-01T12:10:00Z"), "ne")).toBe("१० मिनेट पछि");
  });
});

describe("calendar days, months and Nepal times", () => {
  it("writes a day without shifting it across time zones", () => {
    expect(formatCalendarDay("2026-11-21")).toBe("21 Nov");
    expect(formatCalendarDay("2026-11-21", "en", "long")).toBe("Saturday 21 November");
    expect(formatCalendarDay("2026-11-21", "ne")).toBe("५ मंसिर");
    expect(formatCalendarDay("2026-11-21", "ne", "long")).toBe("शनिबार, ५ मंसिर");
  });

  it("names months, with the year when asked", () => {
    expect(formatCalendarMonth("2026-01")).toBe("Jan");
    expect(formatCalendarMonth("2026-01", "en", true)).toBe("January 2026");
    expect(formatCalendarMonth("2026-01", "ne")).toBe("जनवरी");
    expect(formatCalendarMonth("2026-12", "ne", true)).toBe("डिसेम्बर २०२६");
  });

  it("shows instants in Asia/Kathmandu", () => {
    expect(formatNepalDateTime("2026-11-21T04:15:00Z")).toBe("Sat 21 Nov, 10:00 am");
    expect(formatNepalDateTime("2026-11-20T18:20:00Z")).toBe("Sat 21 Nov, 12:05 am");
    expect(formatNepalDateTime("2026-11-21T04:15:00Z", "ne")).toBe("शनिबार, ५ मंसिर, बिहान १०:००");
    expect(formatNepalDateTime("2026-11-20T18:20:00Z", "ne")).toBe("शनिबार, ५ मंसिर, राति १२:०५");
  });

  it("reads Nepal's clock whatever the device's time zone", () => {
    const deviceZone = process.env.TZ;
    try {
      for (const zone of ["UTC", "America/New_York", "Pacific/Kiritimati"]) {
        process.env.TZ = zone;
        expect(formatNepalDateTime("2026-11-21T03:15:00Z")).toBe("Sat 21 Nov, 9:00 am");
        expect(formatNepalTime(new Date("2026-11-21T03:15:00Z"), "ne")).toBe("बिहान ९:००");
      }
    } finally {
      process.env.TZ = deviceZone;
    }
  });
});

describe("times of day, one clock", () => {
  it("writes a 12-hour clock with am and pm in English", () => {
    expect(formatClock(0, 5)).toBe("12:05 am");
    expect(formatClock(9, 0)).toBe("9:00 am");
    expect(formatClock(12, 0)).toBe("12:00 pm");
    expect(formatClock(13, 30)).toBe("1:30 pm");
    expect(formatTimeOfDay("18:00:00")).toBe("6:00 pm");
  });

  it("names the part of the day in Nepali: बिहान, दिउँसो from noon, बेलुकी from 4, राति from 7", () => {
    expect(formatClock(3, 59, "ne")).toBe("राति ३:५९");
    expect(formatClock(4, 0, "ne")).toBe("बिहान ४:००");
    expect(formatClock(11, 59, "ne")).toBe("बिहान ११:५९");
    expect(formatClock(12, 0, "ne")).toBe("दिउँसो १२:००");
    expect(formatClock(13, 0, "ne")).toBe("दिउँसो १:००");
    expect(formatClock(15, 59, "ne")).toBe("दिउँसो ३:५९");
    expect(formatClock(16, 0, "ne")).toBe("बेलुकी ४:००");
    expect(formatClock(18, 59, "ne")).toBe("बेलुकी ६:५९");
    expect(formatClock(19, 0, "ne")).toBe("राति ७:००");
    expect(formatClock(0, 0, "ne")).toBe("राति १२:००");
    expect(formatTimeOfDay("08:30", "ne")).toBe("बिहान ८:३०");
  });
});

describe("dates with their year, in both calendars", () => {
  it("writes AD in English and Bikram Sambat in Nepali", () => {
    expect(formatDate("2026-11-21")).toBe("21 Nov 2026");
    expect(formatDate("2026-11-21", "ne")).toBe("५ मंसिर २०८३");
    expect(formatDate("2025-04-14", "ne")).toBe("१ बैशाख २०८२");
  });

  it("gives the other calendar to show beside it", () => {
    expect(formatOtherCalendarDate("2026-11-21")).toBe("5 Mangsir 2083 BS");
    expect(formatOtherCalendarDate("2026-11-21", "ne")).toBe("२१ नोभेम्बर २०२६");
  });

  it("takes an instant's day in Nepal, not in UTC", () => {
    // 20 Nov 18:20 UTC is already 21 Nov 00:05 in Kathmandu.
    expect(formatDate("2026-11-20T18:20:00Z")).toBe("21 Nov 2026");
    expect(formatDate(new Date("2026-11-20T18:20:00Z"), "ne")).toBe("५ मंसिर २०८३");
    expect(formatOtherCalendarDate("2026-11-20T18:20:00Z")).toBe("5 Mangsir 2083 BS");
  });

  it("falls back to AD outside the Bikram Sambat table", () => {
    expect(formatDate("1940-01-01", "ne")).toBe("१ जनवरी १९४०");
    expect(formatOtherCalendarDate("1940-01-01")).toBeNull();
  });
});
