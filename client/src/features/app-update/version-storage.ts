/** The last version this browser has seen (SPEC §3: localStorage key app-version). */
export const APP_VERSION_KEY = "app-version";

/** What a forced update keeps in localStorage (SPEC §3); everything else is cleared. */
export const KEPT_ON_UPDATE = ["auth-token", "user-preferences"] as const;

export function readSeenVersion(): string | null {
  try {
    return localStorage.getItem(APP_VERSION_KEY);
  } catch {
    return null;
  }
}

export function saveSeenVersion(version: string): void {
  try {
    localStorage.setItem(APP_VERSION_KEY, version);
  } catch {
    // Storage blocked: every visit starts as a first check, which never shows the notice.
  }
}
