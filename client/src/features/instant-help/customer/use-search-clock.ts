import { INSTANT_EXPIRY_SECONDS } from "@domain/instant-help/rules";
import type { InstantJobState } from "@domain/instant-help/schemas";
import { useEffect, useRef, useState } from "react";

/** A moment after the server's deadline, so the read that follows finds the request expired. */
const EXPIRY_GRACE_MS = 1000;

/**
 * The searching counters: seconds since the request was confirmed (ticking here every second) and
 * seconds left before the server gives up (from its secondsLeft, counted down here). `onTimeUp`
 * runs once when the countdown reaches 0.
 */
export function useSearchClock(
  confirmedAt: number,
  state: InstantJobState | undefined,
  updatedAt: number,
  onTimeUp: () => void,
) {
  const [now, setNow] = useState(() => Date.now());
  const deadline = useRef(confirmedAt + INSTANT_EXPIRY_SECONDS * 1000);
  const timeUpCalled = useRef(false);

  // The server's count is rounded up to whole seconds: the earliest deadline seen is the best one.
  if (state?.view === "searching")
    deadline.current = Math.min(deadline.current, updatedAt + state.secondsLeft * 1000);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const msLeft = deadline.current - now;
  useEffect(() => {
    if (msLeft > -EXPIRY_GRACE_MS || timeUpCalled.current) return;
    timeUpCalled.current = true;
    onTimeUp();
  }, [msLeft, onTimeUp]);

  return {
    elapsed: Math.max(0, Math.floor((now - confirmedAt) / 1000)),
    secondsLeft: Math.max(0, Math.ceil(msLeft / 1000)),
  };
}
