/// <reference lib="webworker" />
/**
 * The service worker (/sw.js), built by vite-plugin-pwa's injectManifest. It precaches the app
 * shell, answers page navigations with it (or with the offline page), keeps public reads and images
 * for patchy connections, and tells open tabs when a new version arrives. It never activates
 * itself over a running version: the update notice's "Update Now" is what switches versions.
 */

import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { NEW_VERSION_AVAILABLE } from "../features/app-update/messages";
import { isCacheableImage, isPublicRead, NOT_APP_PAGES } from "./cache-rules";
import { handlePushes } from "./push";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

const SHELL = "/index.html";
const OFFLINE_PAGE = "/offline.html";
const DAY = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open tabs at once, so their reads are cached from the first visit.
// A later version waits (no skipWaiting) until "Update Now" or until every tab has closed.
clientsClaim();

const offlinePage = async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();

// Page navigations: the precached shell (the client router draws the page), else the network,
// else the offline page.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      const shell = await matchPrecache(SHELL);
      if (shell) return shell;
      try {
        return await fetch(request);
      } catch {
        return offlinePage();
      }
    },
    { denylist: NOT_APP_PAGES },
  ),
);

// Other navigations (API docs, files) go to the network; offline they get the offline page.
registerRoute(({ request }) => request.mode === "navigate", new NetworkOnly());

registerRoute(
  ({ request, url }) => isPublicRead(request, url, self.location.origin),
  new NetworkFirst({
    cacheName: "sipalu-public-api",
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: DAY, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request, url }) => isCacheableImage(request, url, self.location.origin),
  new CacheFirst({
    cacheName: "sipalu-images",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

handlePushes();

setCatchHandler(async ({ request }) => (request.mode === "navigate" ? offlinePage() : Response.error()));

/** The version the server now runs, as GET /api/version tells it (undefined when unreachable). */
async function serverVersion(): Promise<string | undefined> {
  try {
    const response = await fetch("/api/version", { cache: "no-store", credentials: "omit" });
    const body: unknown = await response.json();
    return body && typeof body === "object" && "version" in body ? String(body.version) : undefined;
  } catch {
    return undefined;
  }
}

// Installing while another version runs means a new version is on its way (it will wait for
// "Update Now"): tell every open tab at once so it shows the update notice.
self.addEventListener("install", (event) => {
  if (!self.registration.active) return;
  event.waitUntil(
    (async () => {
      const version = await serverVersion();
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const tab of tabs) tab.postMessage({ type: NEW_VERSION_AVAILABLE, version });
    })().catch(() => undefined),
  );
});
