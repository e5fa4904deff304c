import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMessageTime } from "./message-time";

// Friday 7 March 2025, 15:30 in Kathmandu (09:45 UTC): the tests read the same in any device zone.
const NOW = new Date("2025-03-07T09:45:00Z");

// A device in New York (UTC-5): its own day and clock must not show through.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  process.env.TZ = deviceZone;
});

describe("formatMessageTime", () => {
  it("shows the time today, the weekday this week, the date before that, in Nepal time", () => {
    expect(formatMessageTime("2025-03-07T03:20:00Z", "en", NOW)).toBe("9:05 am");
    expect(formatMessageTime("2025-03-04T12:15:00Z", "en", NOW)).toBe("Tue, 6:00 pm");
    expect(formatMessageTime("2025-02-20T03:00:00Z", "en", NOW)).toBe("20 Feb, 8:45 am");
  });

  it("takes the day in Nepal: 20:00 UTC is already tomorrow there", () => {
    // 6 March 20:00 UTC is 7 March 01:45 in Kathmandu: today, at night.
    expect(formatMessageTime("2025-03-06T20:00:00Z", "en", NOW)).toBe("1:45 am");
    expect(formatMessageTime("2025-03-06T20:00:00Z", "ne", NOW)).toBe("राति १:४५");
    // 6 March 18:14 UTC is 23:59 on Thursday in Kathmandu (13:14 in New York).
    expect(formatMessageTime("2025-03-06T18:14:00Z", "en", NOW)).toBe("Thu, 11:59 pm");
  });

  it("speaks Nepali with the part of the day, Devanagari digits and Bikram Sambat dates", () => {
    expect(formatMessageTime("2025-03-07T03:20:00Z", "ne", NOW)).toBe("बिहान ९:०५");
    expect(formatMessageTime("2025-03-07T07:15:00Z", "ne", NOW)).toBe("दिउँसो १:००");
    expect(formatMessageTime("2025-03-04T12:15:00Z", "ne", NOW)).toBe("मङ्गल, बेलुकी ६:००");
    expect(formatMessageTime("2025-02-20T03:00:00Z", "ne", NOW)).toBe("८ फागुन, बिहान ८:४५");
  });
});
