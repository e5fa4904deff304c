import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useCurrentUser } from "@/features/auth/api";
import { sendToLogin } from "@/features/auth/use-require-auth";

/**
 * Sign-in always ends on / (SPEC §8). A shopper sent to log in from the shop (checkout, a heart)
 * is brought back to where they were: the path waits in sessionStorage for a short while.
 */
const KEY = "shop-return-to";
const KEEP_MS = 15 * 60 * 1000;

export function rememberReturn(path: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // No session storage: the shopper lands on / after signing in.
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

/** "Log in first": the Unauthorized toast and the login page, then back to this page. */
export function useShopLogin() {
  const { t } = useTranslation();
  return () => {
    rememberReturn(`${window.location.pathname}${window.location.search}`);
    return sendToLogin(t);
  };
}

/** For shop pages that need a user (checkout, orders): visitors go to log in and come back here. */
export function useShopperOrLogin() {
  const { user, isLoading } = useCurrentUser();
  const login = useShopLogin();
  const loggedOut = !isLoading && !user;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per logged-out visit, not per render
  useEffect(() => (loggedOut ? login() : undefined), [loggedOut]);
  return user;
}

/** Right after sign-in (on /), goes back to the shop page that sent the shopper to log in. */
export function useReturnAfterLogin(signedIn: boolean) {
  const [path, navigate] = useLocation();
  useEffect(() => {
    if (!signedIn || path !== "/") return;
    const back = takeReturn();
    if (back) navigate(back, { replace: true });
  }, [signedIn, path, navigate]);
}
