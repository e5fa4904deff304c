import { describe, expect, it } from "vitest";
import { formatSavedTime } from "./saved-time";

// 08:20 UTC is 14:05 in Kathmandu (UTC+5:45).
const at = Date.parse("2026-11-21T08:20:00Z");

describe("formatSavedTime", () => {
  it("gives Nepal's time of day on the same Nepali day, in the app's one clock style, in both languages", () => {
    const now = Date.parse("2026-11-21T12:00:00Z");
    expect(formatSavedTime(at, "en", now)).toEqual({ text: "2:05 pm", today: true });
    expect(formatSavedTime(at, "ne", now)).toEqual({ text: "दिउँसो २:०५", today: true });
  });

  it("counts the day in Nepal, not UTC: 23:30 Nepal time is still the same day", () => {
    const late = Date.parse("2026-11-21T17:45:00Z"); // 23:30 in Kathmandu
    expect(formatSavedTime(at, "en", late).today).toBe(true);
    const afterMidnight = Date.parse("2026-11-21T18:20:00Z"); // 00:05 on the 22nd in Kathmandu
    expect(formatSavedTime(at, "en", afterMidnight)).toEqual({ text: "Sat 21 Nov, 2:05 pm", today: false });
  });
});
