import { useEffect } from "react";
import { useLocation } from "wouter";

/**
 * Sign-in ends on / (SPEC §8). Someone sent to log in from a page (checkout, a heart, instant help)
 * is then brought back to where they were: the path waits in sessionStorage for a short while.
 */
const KEY = "return-after-login";
const KEEP_MS = 15 * 60 * 1000;

export function rememberReturn(path: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // No session storage: the user lands on / after signing in.
  }
}

export function takeReturn(): string | null {
  try {
    const saved = sessionStorage.getItem(KEY);
    if (!saved) return null;
    sessionStorage.removeItem(KEY);
    const { path, at } = JSON.parse(saved) as { path?: unknown; at?: unknown };
    const fresh = typeof at === "number" && Date.now() - at < KEEP_MS;
    // Only a path inside the app, never another site.
    return fresh && typeof path === "string" && path.startsWith("/") && !path.startsWith("//") ? path : null;
  } catch {
    return null;
  }
}

/** Right after sign-in (on /), goes back to the page that sent the user to log in. */
export function useReturnAfterLogin(signedIn: boolean) {
  const [path, navigate] = useLocation();
  useEffect(() => {
    if (!signedIn || path !== "/") return;
    const back = takeReturn();
    if (back) navigate(back, { replace: true });
  }, [signedIn, path, navigate]);
}
