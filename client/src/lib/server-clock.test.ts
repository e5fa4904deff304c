import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serverNow } from "./server-clock";
import { clockSamples, noteServerClock } from "./server-clock-samples";

const HOUR = 60 * 60 * 1000;
const answer = (date: Date) => new Response("{}", { headers: { Date: date.toUTCString() } });

beforeEach(() => {
  vi.stubGlobal("window", { location: new URL("https://sipalu.test/calendar") });
});
afterEach(() => {
  clockSamples.length = 0;
  vi.unstubAllGlobals();
});

describe("serverNow", () => {
  it("runs by the server's clock when the device's is an hour behind", () => {
    noteServerClock("GET", "/api/bookings", answer(new Date(Date.now() + HOUR)), Date.now());
    expect(Math.abs(serverNow().getTime() - (Date.now() + HOUR))).toBeLessThan(2_000);
  });

  it("is the device's own time when the two agree to within the header's second", () => {
    noteServerClock("POST", "/api/bookings", answer(new Date(Date.now() - 1_500)), Date.now());
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(50);
  });

  it("goes by the latest private answer, not a public read the service worker may answer from a copy cached long ago", () => {
    noteServerClock("GET", "/api/bookings", answer(new Date(Date.now() + HOUR)), Date.now());
    noteServerClock("GET", "/api/professionals?page=2", answer(new Date(Date.now() - 5 * HOUR)), Date.now());
    expect(Math.abs(serverNow().getTime() - (Date.now() + HOUR))).toBeLessThan(2_000);
    expect(serverNow().getTime()).toBeGreaterThan(Date.now());
  });

  it("is the device's own time before any answer", () => {
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(50);
  });
});
