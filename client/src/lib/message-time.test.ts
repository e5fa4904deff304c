import { describe, expect, it } from "vitest";
import { formatMessageTime } from "./message-time";

const NOW = new Date(2025, 2, 7, 15, 30);

describe("formatMessageTime", () => {
  it("shows the clock time today, the weekday this week, the date before that", () => {
    expect(formatMessageTime(new Date(2025, 2, 7, 9, 5), "en", NOW)).toBe("9:05 am");
    expect(formatMessageTime(new Date(2025, 2, 4, 18, 0), "en", NOW)).toBe("Tue, 6:00 pm");
    expect(formatMessageTime(new Date(2025, 1, 20, 8, 45), "en", NOW)).toBe("20 Feb, 8:45 am");
  });

  it("speaks Nepali with Devanagari digits, a 24-hour clock and Bikram Sambat dates", () => {
    expect(formatMessageTime(new Date(2025, 2, 7, 9, 5), "ne", NOW)).toBe("९:०५");
    expect(formatMessageTime(new Date(2025, 2, 4, 18, 0), "ne", NOW)).toBe("मङ्गल १८:००");
    expect(formatMessageTime(new Date(2025, 1, 20, 8, 45), "ne", NOW)).toBe("८ फागुन, ८:४५");
  });
});
