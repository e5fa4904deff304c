import { QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveEventTable } from "./live-event-table";
import { useLiveEvents } from "./live-events";
import { createQueryClient } from "./query-client";

// How the stream stops when the server ends it on purpose or refuses it: it must not reconnect in
// a loop with a dead session, and a signed-out user must be noticed.

class FakeEventSource {
  static all: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (message: MessageEvent<string>) => void>();
  constructor() {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: object) {
    act(() => this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) })));
  }
  /** What the browser does when a reconnect is answered with a 401: it gives up (CLOSED). */
  refuse() {
    this.readyState = 2;
    act(() => this.onerror?.());
  }
}

const ME = { id: "11111111-1111-4111-8111-111111111111", firstName: "Sita" };
const USER = ["/api/auth/user"];
const client = createQueryClient();
/** What reading /api/auth/user again answers: the user, or null once signed out. */
let userNow: typeof ME | null = ME;
const invalidate = vi.spyOn(client, "invalidateQueries").mockImplementation(async (filters) => {
  if (filters?.queryKey?.[0] === USER[0]) client.setQueryData(USER, userNow);
});
const userReads = () =>
  invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === USER[0]).length;
const last = () => FakeEventSource.all.at(-1) as FakeEventSource;

/** A table that routes no event: these tests are about the stream itself, not what its events do. */
const NO_EVENTS: LiveEventTable = { routes: {} as LiveEventTable["routes"], ignored: {}, onOpen: [] };

function Live() {
  useLiveEvents(ME.id, NO_EVENTS);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.all = [];
  invalidate.mockClear();
  userNow = ME;
  client.setQueryData(USER, ME);
  vi.stubGlobal("EventSource", FakeEventSource);
  render(
    <QueryClientProvider client={client}>
      <Live />
    </QueryClientProvider>,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("closes for good when the server ends the stream with the session, and reads the user again", async () => {
  userNow = null;
  last().emit("stream.end", { reason: "session-ended" });
  expect(last().closed).toBe(true);
  expect(userReads()).toBe(1);
  await act(() => vi.advanceTimersByTimeAsync(120_000));
  expect(FakeEventSource.all).toHaveLength(1);
});

it("closes for good when newer tabs replaced it, and keeps the user signed in", async () => {
  last().emit("stream.end", { reason: "replaced" });
  expect(last().closed).toBe(true);
  expect(userReads()).toBe(0);
  await act(() => vi.advanceTimersByTimeAsync(120_000));
  expect(FakeEventSource.all).toHaveLength(1);
});

it("does not reopen a refused stream once the user turns out to be signed out", async () => {
  userNow = null;
  last().refuse();
  await act(() => vi.advanceTimersByTimeAsync(120_000));
  expect(userReads()).toBe(1);
  expect(FakeEventSource.all).toHaveLength(1);
});

it("reopens a refused stream later, less and less often, while the user is still signed in", async () => {
  last().refuse();
  await act(() => vi.advanceTimersByTimeAsync(4000));
  expect(FakeEventSource.all).toHaveLength(1);
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(FakeEventSource.all).toHaveLength(2);
  last().refuse();
  await act(() => vi.advanceTimersByTimeAsync(9000));
  expect(FakeEventSource.all).toHaveLength(2);
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(FakeEventSource.all).toHaveLength(3);
});

it("leaves a dropped connection to the browser's own reconnect", async () => {
  act(() => last().onerror?.());
  await act(() => vi.advanceTimersByTimeAsync(120_000));
  expect(userReads()).toBe(0);
  expect(last().closed).toBe(false);
  expect(FakeEventSource.all).toHaveLength(1);
});

describe("an admin suspends the account", () => {
  const assign = vi.fn();
  beforeEach(() => {
    assign.mockClear();
    const realLocation = window.location;
    vi.spyOn(window, "location", "get").mockReturnValue({
      ...realLocation,
      pathname: "/jobs",
      search: "",
      assign,
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("signs out to the login page that says why, when the event arrives", () => {
    last().emit("account.suspended", {});
    expect(last().closed).toBe(true);
    expect(assign).toHaveBeenCalledWith("/login?reason=suspended");
  });

  it("signs out the same way when the stream ends saying so", async () => {
    last().emit("stream.end", { reason: "suspended" });
    expect(last().closed).toBe(true);
    expect(assign).toHaveBeenCalledWith("/login?reason=suspended");
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(FakeEventSource.all).toHaveLength(1);
  });
});
