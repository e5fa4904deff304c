import "./index.css";
import "@/lib/i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { startThemeSync } from "@/lib/theme";
import { showPendingToast } from "@/lib/use-toast";

startThemeSync();
showPendingToast();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
