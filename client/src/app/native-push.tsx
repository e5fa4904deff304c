import { useEffect } from "react";
import { useLocation } from "wouter";
import { useCurrentUser } from "@/lib/current-user";
import { currentLanguage } from "@/lib/i18n";
import { onPushTapped, renewNativePush } from "@/lib/native-push";

/**
 * The native app's push, mounted once: a tapped notification opens its page in the app (also one
 * tapped while the app was closed: the plugin keeps that tap for the first listener), and a signed-in
 * person's phone renews its registration.
 */
export function NativePush() {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  useEffect(() => onPushTapped((link) => navigate(link)), [navigate]);
  const userId = user?.id;
  useEffect(() => {
    // A failed renewal is tried again at the next start; the registration made before still holds.
    if (userId) renewNativePush(userId, currentLanguage()).catch(() => {});
  }, [userId]);
  return null;
}
