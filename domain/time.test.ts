import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatRelativeTime } from "./time";

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
