import { useSyncExternalStore } from "react";

// Whether the live stream (./live-events.ts) is connected: a module of its own, so the shell and
// the pages can ask without loading the stream's code.

let open = false;
const openListeners = new Set<() => void>();

export function setLiveStreamOpen(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of openListeners) listener();
}
/** Whether the live stream is connected now: polls can slow down while it is. */
export const isLiveStreamOpen = () => open;
const subscribeOpen = (listener: () => void) => {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
};
/** isLiveStreamOpen for a component: it re-renders when the stream connects or drops. */
export const useLiveStreamOpen = () => useSyncExternalStore(subscribeOpen, isLiveStreamOpen, () => false);
