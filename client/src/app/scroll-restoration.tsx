import { useLayoutEffect } from "react";
import { useLocation } from "wouter";

/**
 * What React Router's <ScrollRestoration> does, for wouter: a link to another page opens it at the
 * top; Back and Forward bring a page back where it was left. Only a new path counts: a changed query
 * (a filter, `?pro=` opening a dialog) keeps the page where it is.
 */
const STORAGE_KEY = "scroll-positions";
/** How long a page coming back may take to grow tall enough for its old position (lazy code, data). */
const RESTORE_WITHIN_MS = 3000;
const USER_SCROLLS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

const here = () => `${window.location.pathname}${window.location.search}`;

let cameBack = false;
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(saved) ? (saved as [string, number][]) : [];
  } catch {
    return [];
  }
}

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // No session storage: positions are kept for this page load only.
  }
}

if (typeof window !== "undefined") {
  // Registered before wouter's own listeners (which it adds on first render), so the kind of the
  // navigation is known when the new path renders. wouter's navigate fires pushState / replaceState.
  window.addEventListener("popstate", () => {
    cameBack = true;
  });
  for (const type of ["pushState", "replaceState"]) window.addEventListener(type, () => (cameBack = false));
  window.addEventListener("scroll", () => positions.set(here(), window.scrollY), { passive: true });
  window.addEventListener("pagehide", save);
}

/** Scrolls to `y` once the page is tall enough, unless the user scrolls first; returns a cancel. */
function restore(y: number): () => void {
  let frame = 0;
  const started = performance.now();
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLLS) window.removeEventListener(type, stop, true);
  };
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    if (reachable >= y || performance.now() - started > RESTORE_WITHIN_MS) {
      window.scrollTo(0, Math.min(y, reachable));
      stop();
    } else frame = requestAnimationFrame(attempt);
  };
  for (const type of USER_SCROLLS) window.addEventListener(type, stop, { capture: true, passive: true });
  attempt();
  return stop;
}

/** A reload or a history step from another site: this page load comes back to a saved position. */
function loadedAgain(): boolean {
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === "reload" || type === "back_forward";
}

export function ScrollRestoration() {
  const [path] = useLocation();

  useLayoutEffect(() => {
    history.scrollRestoration = "manual";
    if (loadedAgain()) cameBack = true;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new path, reading the URL.
  useLayoutEffect(() => {
    const saved = positions.get(here());
    if (cameBack && saved !== undefined) return restore(saved);
    // A link to a #fragment leaves the page to the browser, which scrolls to it.
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [path]);

  return null;
}
