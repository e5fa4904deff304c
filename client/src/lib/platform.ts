export type Platform = "web" | "android" | "ios";

type CapacitorGlobal = { Capacitor?: { getPlatform?: () => string } };

/**
 * Capacitor.getPlatform() without loading @capacitor/core: the native bridge defines
 * window.Capacitor before the page runs (core wraps that same object); the web has none. A module
 * of its own, so the app's shell can ask without loading lib/native.ts.
 */
export function platform(): Platform {
  const name = (window as CapacitorGlobal).Capacitor?.getPlatform?.();
  return name === "android" || name === "ios" ? name : "web";
}
