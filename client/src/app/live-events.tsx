import { lazy, Suspense } from "react";
import { useCurrentUser } from "@/lib/current-user";
import { useReturnAfterLogin } from "@/lib/return-after-login";

// The stream's code (event handling, its toasts' strings) is fetched for signed-in users only.
const LiveStream = lazy(() => import("./live-stream").then((m) => ({ default: m.LiveStream })));

/**
 * Mounted once in the shell: signed-in users get live updates (visitors open no stream), and
 * someone who just signed in goes back to the page that sent them to log in.
 */
export function LiveEvents() {
  const { user } = useCurrentUser();
  useReturnAfterLogin(Boolean(user));
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <LiveStream key={user.id} userId={user.id} />
    </Suspense>
  );
}
