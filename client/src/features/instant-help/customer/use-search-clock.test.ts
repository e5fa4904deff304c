import type { InstantJobState } from "@domain/instant-help/schemas";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useSearchClock } from "./use-search-clock";

const state = (secondsLeft: number): InstantJobState => ({
  jobId: "7e1d9c2b-3a4f-4b5c-8d6e-9f0a1b2c3d4e",
  status: "dispatched",
  view: "searching",
  matchedCount: 1,
  expiresAt: null,
  secondsLeft,
  professional: null,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

it("ticks the seconds since confirmation up and the server's seconds left down, once to time up", () => {
  const onTimeUp = vi.fn();
  const start = Date.now();
  const { result, rerender } = renderHook(
    (props: { left: number; at: number }) => useSearchClock(start, state(props.left), props.at, onTimeUp),
    { initialProps: { left: 3, at: start } },
  );
  expect(result.current).toEqual({ elapsed: 0, secondsLeft: 3 });

  act(() => vi.advanceTimersByTime(1000));
  expect(result.current).toEqual({ elapsed: 1, secondsLeft: 2 });

  // A later read rounded up to a later deadline does not move the countdown back up.
  rerender({ left: 3, at: Date.now() });
  expect(result.current.secondsLeft).toBe(2);

  act(() => vi.advanceTimersByTime(2000));
  expect(result.current).toEqual({ elapsed: 3, secondsLeft: 0 });
  expect(onTimeUp).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1000));
  expect(onTimeUp).toHaveBeenCalledTimes(1);
  act(() => vi.advanceTimersByTime(5000));
  expect(onTimeUp).toHaveBeenCalledTimes(1);
  expect(result.current.elapsed).toBe(9);
});

it("counts from the confirmation when resumed after a reload", () => {
  const confirmedAt = Date.now() - 20_000;
  const { result } = renderHook(() => useSearchClock(confirmedAt, state(40), Date.now(), () => {}));
  expect(result.current).toEqual({ elapsed: 20, secondsLeft: 40 });
});
