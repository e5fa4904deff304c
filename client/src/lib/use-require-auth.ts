import type { TFunction } from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "./current-user";
import { rememberReturn } from "./return-after-login";
import { rememberToast, toast } from "./use-toast";

export const LOGIN_REDIRECT = "/api/login";
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * SPEC §6: toast "Unauthorized" and send the browser to /api/login after 500 ms. The toast is kept
 * for the login page too, so the reason for the redirect isn't lost with it, and the page is
 * remembered so that signing in comes back to it. Returns a cancel.
 */
export function sendToLogin(t: TFunction): () => void {
  const notice = {
    title: t("auth.unauthorizedTitle"),
    description: t("auth.unauthorizedDescription"),
    variant: "destructive",
  } as const;
  toast(notice);
  const timer = setTimeout(() => {
    rememberToast(notice);
    const here = `${window.location.pathname}${window.location.search}`;
    if (here !== "/" && !here.startsWith("/login")) rememberReturn(here);
    window.location.assign(LOGIN_REDIRECT);
  }, LOGIN_REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
}

/** For pages that need a signed-in user: with no user, sendToLogin. Returns the user (null while redirecting). */
export function useRequireAuth() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const loggedOut = !isLoading && !user;

  useEffect(() => (loggedOut ? sendToLogin(t) : undefined), [loggedOut, t]);

  return { user, isLoading };
}
