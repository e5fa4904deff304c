/**
 * Registers the service worker (/sw.js, built from client/src/sw/sw.ts) once the page has loaded, in
 * production builds only: never under `vite dev` or in tests. A failure is logged only (SPEC §8).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .catch((error: unknown) => console.error("Service worker registration failed", error));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
