import { useSyncExternalStore } from "react";

/** Only one toast at a time, shown for 5000 ms (SPEC §9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
const REMOVE_DELAY = 1000;

export type ToastVariant = "default" | "success" | "destructive";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function update(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: string): void {
  update(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  // Kept a moment after closing so the exit animation can run.
  setTimeout(() => update(toasts.filter((item) => item.id !== id)), REMOVE_DELAY);
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  update([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

const PENDING_KEY = "pending-toast";

/** Keeps a toast for the next page load, shown there by showPendingToast. */
export function rememberToast(input: ToastInput): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(input));
  } catch {
    // No session storage: the toast shows until the page unloads.
  }
}

/** A toast that must outlive a full page load (e.g. "Welcome back!" before the redirect to /). */
export function toastAcrossReload(input: ToastInput): void {
  toast(input);
  rememberToast(input);
}

/** Shows the toast left by toastAcrossReload on the page before, once. */
export function showPendingToast(): void {
  try {
    const pending = sessionStorage.getItem(PENDING_KEY);
    if (!pending) return;
    sessionStorage.removeItem(PENDING_KEY);
    toast(JSON.parse(pending) as ToastInput);
  } catch {
    // Unreadable leftovers are dropped.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
