import { useEffect, useSyncExternalStore } from "react";

// A page that shows one named thing (a product, a course) puts its name in the document's title
// instead of the route's generic one; the router's document meta (app/document-meta.ts) reads it.

let detail: string | null = null;
const listeners = new Set<() => void>();

function setDetail(next: string | null) {
  if (detail === next) return;
  detail = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The name the current page gave its title, or null. */
export const usePageTitleDetail = () =>
  useSyncExternalStore(
    subscribe,
    () => detail,
    () => null,
  );

/** Titles the document "name · Sipalu" while the page shows it (undefined: still loading). */
export function usePageTitle(name: string | undefined) {
  useEffect(() => {
    if (!name) return;
    setDetail(name);
    return () => setDetail(null);
  }, [name]);
}
