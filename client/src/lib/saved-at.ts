import { type QueryCache, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { currentUserKey } from "./current-user";

const USER_HASH = JSON.stringify(currentUserKey);

/**
 * When the oldest data on screen was read from the server (ms), or null when none is shown: the
 * "Saved at" of a page seen offline. On screen means a query some component watches.
 */
export function oldestShownRead(cache: QueryCache): number | null {
  let oldest: number | null = null;
  for (const query of cache.getAll()) {
    const { data, dataUpdatedAt } = query.state;
    if (query.queryHash === USER_HASH || data === undefined || dataUpdatedAt === 0) continue;
    if (query.getObserversCount() === 0) continue;
    if (oldest === null || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
  }
  return oldest;
}

/** oldestShownRead, kept up to date while `enabled` (offline). */
export function useOldestShownRead(enabled: boolean): number | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (listener: () => void) => (enabled ? cache.subscribe(listener) : () => undefined),
    [cache, enabled],
  );
  const read = () => (enabled ? oldestShownRead(cache) : null);
  return useSyncExternalStore(subscribe, read, read);
}
