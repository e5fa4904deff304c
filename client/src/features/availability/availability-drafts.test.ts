import { describe, expect, it } from "vitest";
import {
  type BlockDraft,
  blockErrors,
  bodyOf,
  draftsOf,
  exceptionErrors,
  hasChanges,
} from "./availability-drafts";

const block = (key: string, dayOfWeek: number, startTime: string, endTime: string): BlockDraft => ({
  key,
  dayOfWeek,
  startTime,
  endTime,
  isAvailable: true,
  bufferTime: 0,
});

describe("availability drafts", () => {
  it("flags bad times and both blocks of an overlap, as the server would", () => {
    const errors = blockErrors([
      block("a", 0, "08:00", "12:00"),
      block("b", 0, "11:00", "13:00"),
      block("c", 0, "13:00", "15:00"),
      block("d", 1, "10:00", "09:00"),
      block("e", 2, "", "09:00"),
    ]);
    expect(Object.fromEntries(errors)).toEqual({ a: "overlap", b: "overlap", d: "endAfterStart", e: "time" });
  });

  it("flags past dates, long reasons and clashing exceptions", () => {
    const base = { allDay: true, startTime: "09:00", endTime: "13:00", isAvailable: false, reason: "" };
    const errors = exceptionErrors(
      [
        { ...base, key: "past", date: "2026-11-20" },
        { ...base, key: "long", date: "2026-11-25", reason: "x".repeat(201) },
        { ...base, key: "whole", date: "2026-11-30" },
        { ...base, key: "part", date: "2026-11-30", allDay: false },
      ],
      "2026-11-21",
    );
    expect(Object.fromEntries(errors)).toEqual({
      past: "past",
      long: "reason",
      whole: "overlap",
      part: "overlap",
    });
  });

  it("sends the whole week but only new, changed and deleted exceptions", () => {
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const saved = draftsOf({
      blocks: [
        { id: id(1), dayOfWeek: 0, startTime: "08:00", endTime: "18:00", isAvailable: true, bufferTime: 30 },
      ],
      exceptions: [
        { id: id(2), date: "2026-12-01", startTime: null, endTime: null, isAvailable: false, reason: "Puja" },
        {
          id: id(3),
          date: "2026-12-02",
          startTime: "10:00",
          endTime: "12:00",
          isAvailable: false,
          reason: null,
        },
        { id: id(4), date: "2026-12-03", startTime: null, endTime: null, isAvailable: false, reason: null },
      ],
    });
    expect(hasChanges(saved, saved)).toBe(false);
    const [puja, morning] = saved.exceptions;
    if (!puja || !morning) throw new Error("drafts lost an exception");
    const drafts = {
      blocks: saved.blocks,
      exceptions: [
        puja,
        { ...morning, reason: " Dentist " },
        {
          key: "new",
          date: "2026-12-09",
          allDay: true,
          startTime: "09:00",
          endTime: "13:00",
          isAvailable: true,
          reason: "",
        },
      ],
      deleted: [id(4)],
    };
    expect(hasChanges(drafts, saved)).toBe(true);
    expect(bodyOf(drafts, saved)).toEqual({
      blocks: [{ dayOfWeek: 0, startTime: "08:00", endTime: "18:00", isAvailable: true, bufferTime: 30 }],
      exceptions: [
        {
          id: id(3),
          date: "2026-12-02",
          startTime: "10:00",
          endTime: "12:00",
          isAvailable: false,
          reason: "Dentist",
        },
        {
          id: undefined,
          date: "2026-12-09",
          startTime: null,
          endTime: null,
          isAvailable: true,
          reason: null,
        },
      ],
      deletedExceptionIds: [id(4)],
    });
  });
});
