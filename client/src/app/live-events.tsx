import { useCurrentUser } from "@/features/auth/api";
import { useLiveEvents } from "@/lib/live-events";

/** Mounted once in the shell: signed-in users get live updates, visitors open no stream. */
export function LiveEvents() {
  const { user } = useCurrentUser();
  useLiveEvents(user?.id ?? null);
  return null;
}
