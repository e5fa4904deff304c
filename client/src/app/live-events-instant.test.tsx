import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { useLiveEvents, useLiveStreamOpen } from "@/lib/live-events";
import { createQueryClient } from "@/lib/query-client";
import { appLiveEvents } from "./live-event-table";

class FakeEventSource {
  static last: FakeEventSource;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (message: MessageEvent<string>) => void>();
  constructor() {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  emit(type: string, data: object) {
    act(() =>
      this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify({ type, ...data }) })),
    );
  }
}

function Live() {
  useLiveEvents("me", appLiveEvents);
  return <p>{useLiveStreamOpen() ? "live" : "polling"}</p>;
}

const client = createQueryClient();
const invalidate = vi.spyOn(client, "invalidateQueries");

beforeEach(() => {
  invalidate.mockClear();
  vi.stubGlobal("EventSource", FakeEventSource);
  render(
    <QueryClientProvider client={client}>
      <Live />
      <Toaster closeLabel="Close" regionLabel="Notifications" />
    </QueryClientProvider>,
  );
});
afterEach(() => vi.unstubAllGlobals());

const JOB = "11111111-1111-4111-8111-111111111111";
const instantRefreshes = () =>
  invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === "/api/instant-help").length;

it("tells whether the stream is open, so polling is only the fallback", () => {
  expect(screen.getByText("polling")).toBeTruthy();
  act(() => FakeEventSource.last.onopen?.());
  expect(screen.getByText("live")).toBeTruthy();
  act(() => FakeEventSource.last.onerror?.());
  expect(screen.getByText("polling")).toBeTruthy();
});

it("announces a new urgent request and refreshes the instant-help queries", () => {
  FakeEventSource.last.emit("instant.request", {
    jobId: JOB,
    title: "Burst pipe",
    skillCategory: "Plumbing",
    location: "Jawalakhel, Lalitpur",
    distanceKm: 2.345,
    expiresAt: new Date().toISOString(),
  });
  expect(screen.getByText("New urgent request")).toBeTruthy();
  expect(screen.getByText("Burst pipe · 2.3 km away")).toBeTruthy();
  expect(instantRefreshes()).toBe(1);
});

it("refreshes the instant-help queries without a toast when a request closes", () => {
  // The toast store outlives a test: compare with what was there before.
  const toasts = () => screen.queryAllByText("New urgent request").length;
  const before = toasts();
  FakeEventSource.last.emit("instant.closed", { jobId: JOB, reason: "taken" });
  expect(instantRefreshes()).toBe(1);
  expect(toasts()).toBe(before);
});
