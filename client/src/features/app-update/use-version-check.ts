import type { VersionResponse } from "@domain/version";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/lib/api";
import { isNewVersionMessage } from "./messages";
import { readSeenVersion, saveSeenVersion } from "./version-storage";

/** SPEC §9: how often the running version is read again. */
export const VERSION_POLL_MS = 300_000;

/**
 * Whether a new version of the app is available (SPEC §4). The version is read on load, every
 * VERSION_POLL_MS and whenever the tab becomes visible; the first read in a browser is stored
 * silently, a later different one shows the notice, and so does the service worker's
 * NEW_VERSION_AVAILABLE message. A failed read is logged and counts as no update. "Later" hides the
 * notice for the rest of the visit, until yet another version appears.
 */
export function useVersionCheck() {
  const [available, setAvailable] = useState<string | null>(null);
  const dismissed = useRef<string | null>(null);

  const show = useCallback((version: string) => {
    if (dismissed.current !== version) setAvailable(version);
  }, []);

  useEffect(() => {
    let active = true;
    const check = async () => {
      try {
        const { version } = await api.get<VersionResponse>("/api/version");
        if (!active) return;
        const seen = readSeenVersion();
        if (seen === null) saveSeenVersion(version);
        else if (seen !== version) show(version);
      } catch (error) {
        console.warn("Version check failed", error);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const onMessage = (event: MessageEvent) => {
      if (isNewVersionMessage(event.data)) show(event.data.version ?? "");
    };

    void check();
    // The notice mounts once the page is idle: a new service worker that announced itself before
    // then is found waiting (or still installing) next to the one controlling this page.
    if (navigator.serviceWorker?.controller)
      void navigator.serviceWorker
        .getRegistration()
        .then((registration) => {
          if (active && (registration?.waiting || registration?.installing)) show("");
        })
        .catch((error: unknown) => console.warn("Service worker lookup failed", error));
    const timer = window.setInterval(() => void check(), VERSION_POLL_MS);
    document.addEventListener("visibilitychange", onVisible);
    navigator.serviceWorker?.addEventListener("message", onMessage);
    return () => {
      active = false;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      navigator.serviceWorker?.removeEventListener("message", onMessage);
    };
  }, [show]);

  const dismiss = useCallback(() => {
    dismissed.current = available;
    setAvailable(null);
  }, [available]);

  return { updateAvailable: available !== null, dismiss };
}
