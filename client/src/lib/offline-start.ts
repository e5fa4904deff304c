import type { QueryClient } from "@tanstack/react-query";
import { hasOfflineDb, isOnline, syncQueryOnlineState } from "./online";

/** Longest the first render waits for the saved reads (a slow disk must not hold the app back). */
const RESTORE_TIMEOUT_MS = 1500;

/**
 * Before the first render: the true online state, and the signed-in user saved for offline use back
 * in the cache, with, offline, every saved read (so the app opens as that user, on what they last
 * saw); online the saved reads are put in when the connection goes. Saving them and the outbox
 * (lib/offline-sync.ts) are fetched beside the first render, not before it. The restoring code
 * (lib/query-restore.ts with its IndexedDB and hydration) is a chunk of its own, fetched beside the
 * page's: the first-load budget (scripts/bundle-budget.ts) is the 3G phone's, and the service worker
 * has the chunk when the app opens offline.
 */
export async function startOffline(client: QueryClient): Promise<void> {
  syncQueryOnlineState();
  if (!hasOfflineDb()) return;
  const restoring = import("./query-restore");
  await Promise.race([
    restoring.then((m) => m.restoreQueries(client, { everything: !isOnline() })),
    new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS)),
  ]);
  window.addEventListener("offline", () => void restoring.then((m) => m.wakeSavedQueries(client)));
  void import("./offline-sync").then((m) => m.startOfflineSync(client));
}

/** Sign-out: the saved reads and the outbox go (they belong to the user signing out). */
export async function forgetOfflineData(): Promise<void> {
  if (!hasOfflineDb()) return;
  const { forgetOfflineSync } = await import("./offline-sync");
  await forgetOfflineSync();
}
