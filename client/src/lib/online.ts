import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

/**
 * Whether the browser has a network connection (navigator.onLine: false means surely offline; true
 * may still mean a connection that fails, which the reads' retries and the outbox's backoff handle).
 */
export const isOnline = () => typeof navigator === "undefined" || navigator.onLine;

/** Whether this browser has IndexedDB at all (private modes of some browsers do not): lib/offline-db.ts. */
export const hasOfflineDb = () => typeof indexedDB !== "undefined";

function subscribe(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Re-renders when the connection comes or goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * TanStack Query learns of the connection from the online/offline events only, so a page loaded
 * offline would take itself to be online: tell it the truth at start.
 */
export function syncQueryOnlineState(): void {
  onlineManager.setOnline(isOnline());
}
