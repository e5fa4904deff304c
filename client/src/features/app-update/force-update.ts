import { KEPT_ON_UPDATE } from "./version-storage";

async function unregisterServiceWorkers(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

async function clearCaches(): Promise<void> {
  if (!("caches" in window)) return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

function clearLocalStorage(): void {
  const kept = KEPT_ON_UPDATE.flatMap((key) => {
    const value = localStorage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  localStorage.clear();
  for (const [key, value] of kept) localStorage.setItem(key, value);
}

/**
 * "Update Now" (SPEC §4): drops the service worker and every cache, clears localStorage except
 * auth-token and user-preferences, then reloads so the page comes fresh from the server. A step
 * that fails is logged and the others still run; the page reloads in any case (SPEC §8).
 */
export async function forceUpdate(reload: () => void = () => window.location.reload()): Promise<void> {
  const steps = await Promise.allSettled([
    unregisterServiceWorkers(),
    clearCaches(),
    Promise.resolve().then(clearLocalStorage),
  ]);
  for (const step of steps) {
    if (step.status === "rejected") console.error("Forced update failed", step.reason);
  }
  reload();
}
