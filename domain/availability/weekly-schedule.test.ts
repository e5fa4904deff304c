import { describe, expect, it } from "vitest";
import { groupWeeklySchedule, parseTime } from "./weekly-schedule";

const window = (dayOfWeek: number, startTime: string, endTime: string) => ({ dayOfWeek, startTime, endTime });

describe("groupWeeklySchedule", () => {
  it("folds a working week with the same hours into one group", () => {
    const week = [0, 1, 2, 3, 4, 5].map((day) => window(day, "08:00:00", "18:00:00"));
    expect(groupWeeklySchedule(week)).toEqual([
      { days: [0, 1, 2, 3, 4, 5], ranges: [{ start: "08:00", end: "18:00" }] },
    ]);
  });

  it("starts a new group when the hours change or a day is missing", () => {
    const windows = [
      window(6, "10:00", "14:00"),
      window(0, "08:00", "18:00"),
      window(1, "08:00", "18:00"),
      window(3, "08:00", "18:00"),
    ];
    expect(groupWeeklySchedule(windows)).toEqual([
      { days: [0, 1], ranges: [{ start: "08:00", end: "18:00" }] },
      { days: [3], ranges: [{ start: "08:00", end: "18:00" }] },
      { days: [6], ranges: [{ start: "10:00", end: "14:00" }] },
    ]);
  });

  it("keeps split days (morning and evening) together, in time order", () => {
    const windows = [0, 1].flatMap((day) => [window(day, "16:00", "19:00"), window(day, "06:00", "10:00")]);
    expect(groupWeeklySchedule(windows)).toEqual([
      {
        days: [0, 1],
        ranges: [
          { start: "06:00", end: "10:00" },
          { start: "16:00", end: "19:00" },
        ],
      },
    ]);
  });

  it("has nothing for no windows", () => {
    expect(groupWeeklySchedule([])).toEqual([]);
  });
});

describe("parseTime", () => {
  it("reads hours and minutes", () => {
    expect(parseTime("18:30:00")).toEqual({ hour: 18, minute: 30 });
  });
});
