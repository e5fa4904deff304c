import { useCurrentUser } from "@/features/auth/api";
import { useReturnAfterLogin } from "@/features/auth/return-after-login";
import { useLiveEvents } from "@/lib/live-events";

/**
 * Mounted once in the shell: signed-in users get live updates (visitors open no stream), and
 * someone who just signed in goes back to the page that sent them to log in.
 */
export function LiveEvents() {
  const { user } = useCurrentUser();
  useLiveEvents(user?.id ?? null);
  useReturnAfterLogin(Boolean(user));
  return null;
}
