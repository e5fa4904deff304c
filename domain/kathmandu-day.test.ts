import { describe, expect, it } from "vitest";
import { addDays, addMonths, dayOfWeek, monthOf, nepalDay, nepalInstant, weekStart } from "./kathmandu-day";

describe("Nepali calendar days", () => {
  it("turns an instant into the Asia/Kathmandu date (UTC+05:45)", () => {
    expect(nepalDay("2026-11-20T18:14:59Z")).toBe("2026-11-20");
    expect(nepalDay("2026-11-20T18:15:00Z")).toBe("2026-11-21");
    expect(nepalDay(new Date("2026-12-31T23:00:00+05:45"))).toBe("2026-12-31");
  });

  it("turns a Nepal wall-clock day and time into its instant, whatever the device's zone", () => {
    const deviceZone = process.env.TZ;
    try {
      for (const zone of ["UTC", "America/New_York", "Asia/Kathmandu"]) {
        process.env.TZ = zone;
        expect(nepalInstant("2026-11-21", "09:00")?.toISOString()).toBe("2026-11-21T03:15:00.000Z");
        expect(nepalInstant("2026-11-21", "00:10")?.toISOString()).toBe("2026-11-20T18:25:00.000Z");
      }
    } finally {
      process.env.TZ = deviceZone;
    }
    for (const [day, time] of [
      ["2026-02-30", "09:00"],
      ["2026-11-21", "24:00"],
      ["2026-11-21", "9:00"],
      ["", "09:00"],
      ["2026-11-21", ""],
    ] as const) {
      expect(nepalInstant(day, time)).toBeNull();
    }
  });

  it("counts days across months, years and leap days", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("starts weeks on Sunday", () => {
    expect(dayOfWeek("2026-11-22")).toBe(0);
    expect(weekStart("2026-11-21")).toBe("2026-11-15");
    expect(weekStart("2026-11-22")).toBe("2026-11-22");
    expect(weekStart("2027-01-01")).toBe("2026-12-27");
  });

  it("steps months across years", () => {
    expect(monthOf("2026-11-21")).toBe("2026-11");
    expect(addMonths("2026-11", -11)).toBe("2025-12");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
  });
});
