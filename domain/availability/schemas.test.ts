import { describe, expect, it } from "vitest";
import { AvailabilityExceptionInput, findOverlap, UpdateAvailabilityBody } from "./schemas";

describe("findOverlap", () => {
  const window = (day: number, startTime: string | null, endTime: string | null) => ({
    day,
    startTime,
    endTime,
  });

  it("finds windows sharing time on the same day, not touching ones or other days", () => {
    const byDay = (w: { day: number }) => w.day;
    expect(findOverlap([window(1, "08:00", "12:00"), window(1, "12:00", "14:00")], byDay)).toBeNull();
    expect(findOverlap([window(1, "08:00", "12:00"), window(2, "09:00", "10:00")], byDay)).toBeNull();
    expect(findOverlap([window(1, "08:00", "12:00"), window(1, "09:00", "10:00")], byDay)).toEqual([0, 1]);
    expect(findOverlap([window(3, "10:00", "11:00"), window(3, null, null)], byDay)).toEqual([0, 1]);
  });
});

describe("availability bodies", () => {
  it("fills defaults and names problems", () => {
    const body = UpdateAvailabilityBody.parse({
      blocks: [{ dayOfWeek: 0, startTime: "08:00", endTime: "18:00" }],
    });
    expect(body.blocks?.[0]).toEqual({
      dayOfWeek: 0,
      startTime: "08:00",
      endTime: "18:00",
      isAvailable: true,
      bufferTime: 0,
    });
    const sixPlusOne = Array.from({ length: 7 }, (_, i) => ({
      dayOfWeek: 2,
      startTime: `${String(i + 10)}:00`,
      endTime: `${String(i + 10)}:30`,
    }));
    expect(UpdateAvailabilityBody.safeParse({ blocks: sixPlusOne }).error?.issues[0]?.message).toBe(
      "At most 6 blocks a day",
    );
  });

  it("reads an exception without times as the whole day off, and a blank reason as none", () => {
    expect(AvailabilityExceptionInput.parse({ date: "2026-12-30", reason: " " })).toEqual({
      date: "2026-12-30",
      startTime: null,
      endTime: null,
      isAvailable: false,
      reason: null,
    });
  });
});
