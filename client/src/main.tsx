import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { preloadRoute } from "@/app/preload-route";
import { registerServiceWorker } from "@/features/app-update/register-service-worker";
import { i18nReady } from "@/lib/i18n";
import { startThemeSync } from "@/lib/theme";
import { showPendingToast } from "@/lib/use-toast";

preloadRoute(window.location.pathname);
startThemeSync();
showPendingToast();
registerServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// Nepali is fetched on demand: the first render waits for the saved language's strings.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
