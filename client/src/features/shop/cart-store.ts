import { MAX_CART_QUANTITY } from "@domain/shop/rules";
import { useSyncExternalStore } from "react";

/**
 * A visitor's cart, kept in this browser (localStorage) until they sign in; then it is merged into
 * their cart on the server (POST /api/shop/cart/merge) and emptied here. Signed-in users never use it.
 * Only ids and quantities are kept: prices and stock are always read fresh from the server.
 */
export type LocalCartLine = { itemId: string; quantity: number };

export const LOCAL_CART_KEY = "shop-cart";

const listeners = new Set<() => void>();
let snapshot: LocalCartLine[] | null = null;

function isLine(value: unknown): value is LocalCartLine {
  if (!value || typeof value !== "object") return false;
  const line = value as Record<string, unknown>;
  return typeof line.itemId === "string" && Number.isInteger(line.quantity) && Number(line.quantity) > 0;
}

function load(): LocalCartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCAL_CART_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return [];
  }
}

export function readLocalCart(): LocalCartLine[] {
  snapshot ??= load();
  return snapshot;
}

function write(lines: LocalCartLine[]): LocalCartLine[] {
  snapshot = lines;
  try {
    if (lines.length === 0) localStorage.removeItem(LOCAL_CART_KEY);
    else localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(lines));
  } catch {
    // No storage (private mode): the cart lasts for this page.
  }
  for (const listener of listeners) listener();
  return lines;
}

const clamp = (quantity: number, limit: number) =>
  Math.max(0, Math.min(Math.floor(quantity), limit, MAX_CART_QUANTITY));

/** Sets a line's quantity (0 removes it), at most `limit` (the stock) and MAX_CART_QUANTITY. */
export function setLocalQuantity(
  itemId: string,
  quantity: number,
  limit = MAX_CART_QUANTITY,
): LocalCartLine[] {
  const next = clamp(quantity, limit);
  const lines = readLocalCart();
  if (next === 0) return write(lines.filter((line) => line.itemId !== itemId));
  const exists = lines.some((line) => line.itemId === itemId);
  return write(
    exists
      ? lines.map((line) => (line.itemId === itemId ? { itemId, quantity: next } : line))
      : [...lines, { itemId, quantity: next }],
  );
}

export function localQuantity(itemId: string): number {
  return readLocalCart().find((line) => line.itemId === itemId)?.quantity ?? 0;
}

export function clearLocalCart(): void {
  write([]);
}

export function localItemCount(lines: LocalCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

let merging: Promise<unknown> | null = null;

/**
 * Hands the visitor cart to `send` (the merge call) once: the lines leave this browser first, so a
 * second caller (another effect, a re-render) finds nothing to send; they come back if sending fails.
 */
export function mergeLocalCart<T>(send: (lines: LocalCartLine[]) => Promise<T>): Promise<T | undefined> {
  if (merging) return merging as Promise<T | undefined>;
  const lines = readLocalCart();
  if (lines.length === 0) return Promise.resolve(undefined);
  clearLocalCart();
  const run = send(lines)
    .catch((error: unknown) => {
      for (const line of lines) setLocalQuantity(line.itemId, localQuantity(line.itemId) + line.quantity);
      throw error;
    })
    .finally(() => {
      merging = null;
    });
  merging = run;
  return run;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the cart: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LOCAL_CART_KEY && event.key !== null) return;
    snapshot = load();
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useLocalCart(): LocalCartLine[] {
  return useSyncExternalStore(subscribe, readLocalCart);
}
