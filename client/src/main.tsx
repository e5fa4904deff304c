import "@/lib/zod-jitless";
import "./index.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { preloadRoute } from "@/app/preload-route";
import { registerServiceWorker } from "@/features/app-update/register-service-worker";
import { i18nReady } from "@/lib/i18n";
import { whenIdle } from "@/lib/idle";
import { startOffline } from "@/lib/offline-start";
import { queryClient } from "@/lib/query-client";
import { startThemeSync } from "@/lib/theme";
import { showPendingToast } from "@/lib/use-toast";

preloadRoute(window.location.pathname);
startThemeSync();
showPendingToast();
// The service worker (and the app files it caches) waits until the page has loaded and settled.
void whenIdle().then(registerServiceWorker);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// Nepali is fetched on demand: the first render waits for the saved language's strings, and for the
// reads saved for offline use (the signed-in user among them). It is a transition, so React renders
// it in slices and the browser stays responsive (the loading screen of index.html shows meanwhile).
void Promise.all([i18nReady, startOffline(queryClient)]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
