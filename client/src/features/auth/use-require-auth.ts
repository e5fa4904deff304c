import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/use-toast";
import { useCurrentUser } from "./api";

export const LOGIN_REDIRECT = "/api/login";
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * For pages that need a signed-in user (SPEC §6): with no user, toast "Unauthorized" and send the
 * browser to /api/login after 500 ms. Returns the user (null while redirecting).
 */
export function useRequireAuth() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const loggedOut = !isLoading && !user;

  useEffect(() => {
    if (!loggedOut) return;
    toast({
      title: t("auth.unauthorizedTitle"),
      description: t("auth.unauthorizedDescription"),
      variant: "destructive",
    });
    const timer = setTimeout(() => window.location.assign(LOGIN_REDIRECT), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loggedOut, t]);

  return { user, isLoading };
}
