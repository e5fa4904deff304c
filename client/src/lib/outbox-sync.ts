import type { CurrentUser } from "@domain/auth/user";
import type { QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { postWithKey } from "./api";
import { currentUserKey } from "./current-user";
import { OUTBOX_STORE, offlineDb } from "./offline-db";
import { hasOfflineDb, isOnline } from "./online";
import { createOutbox, type NewOutboxItem, type OutboxItem, type OutboxStore } from "./outbox";
import { queryClient } from "./query-client";

/**
 * The app's outbox (lib/outbox.ts) in the browser's database, sending for the signed-in user: when
 * the app starts, when the connection comes back, after a write is put in it, and when a backoff is
 * over. One tab sends at a time (a Web Lock); every tab shows the same items (a BroadcastChannel).
 *
 * @single-instance: the outbox, its items and the retry timer are one per page (vite.config.ts
 * never copies this module into several chunks).
 */

const idbOutbox: OutboxStore = {
  all: () => offlineDb.getAll<OutboxItem>(OUTBOX_STORE),
  put: (item) => offlineDb.put(OUTBOX_STORE, item),
  delete: (id) => offlineDb.delete(OUTBOX_STORE, id),
};

const CHANNEL = "sipalu-outbox";
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);

const refresh = (item: OutboxItem) =>
  Promise.all(item.refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export const outbox = createOutbox({
  store: idbOutbox,
  send: (item) => postWithKey(item.url, item.body, item.id).then(() => undefined),
  onSent: refresh,
  onRefused: (item) => void refresh(item),
});

const signedInUser = (client: QueryClient) => client.getQueryData<CurrentUser | null>(currentUserKey) ?? null;

// What the screens show: the signed-in user's items, re-read after every change here or in another tab.
let items: OutboxItem[] = [];
let itemsOf: string | null = null;
const listeners = new Set<() => void>();

async function reload(userId: string | null): Promise<void> {
  itemsOf = userId;
  const next = userId && hasOfflineDb() ? await outbox.list(userId).catch(() => []) : [];
  if (itemsOf !== userId) return;
  items = next;
  for (const listener of listeners) listener();
}

outbox.subscribe(() => {
  void reload(itemsOf);
  channel?.postMessage("changed");
});
if (channel) channel.onmessage = () => void reload(itemsOf);

/** The signed-in user's outbox items, oldest first; re-renders when they change. */
export function useOutboxItems(): OutboxItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => items,
  );
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Sends what waits (one tab at a time), and comes back when the first waiting item's backoff is over. */
export async function flushOutbox(force = false): Promise<void> {
  const user = signedInUser(queryClient);
  if (!user || !isOnline() || !hasOfflineDb()) return;
  const run = () => outbox.flush(user.id, { force });
  const result = await (navigator.locks ? navigator.locks.request(CHANNEL, run) : run()).catch(
    (error: unknown) => {
      console.warn("Sending the outbox failed", error);
      return null;
    },
  );
  clearTimeout(retryTimer);
  if (result?.nextRetryAt != null) {
    retryTimer = setTimeout(() => void flushOutbox(), Math.max(0, result.nextRetryAt - Date.now()));
  }
}

/**
 * Keeps a write of the signed-in user (`userId`) for sending when the connection allows, under the
 * key made when they pressed Send (`id`); sends it at once if the browser is online.
 */
export async function sendLater(item: NewOutboxItem): Promise<OutboxItem> {
  const added = await outbox.add(item);
  void flushOutbox();
  return added;
}

/**
 * Follows the signed-in user: their items are shown and sent; signing out (or a 401) clears the
 * outbox, and another user's sign-in drops the previous user's items. Returns the stop.
 */
export function startOutboxSync(client: QueryClient): () => void {
  if (!hasOfflineDb()) return () => undefined;
  let userId: string | null | undefined;
  const follow = () => {
    const state = client.getQueryState<CurrentUser | null>(currentUserKey);
    if (state?.status !== "success") return;
    const next = state.data?.id ?? null;
    if (next === userId) return;
    userId = next;
    void outbox
      .clear(next ?? undefined)
      .catch(() => undefined)
      .then(() => reload(next))
      .then(() => flushOutbox(true));
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === JSON.stringify(currentUserKey)) follow();
  });
  follow();
  const onOnline = () => void flushOutbox(true);
  window.addEventListener("online", onOnline);
  return () => {
    unsubscribe();
    window.removeEventListener("online", onOnline);
    clearTimeout(retryTimer);
  };
}
