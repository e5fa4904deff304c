import { useLiveEvents } from "@/lib/live-events";

/** The live-events stream of a signed-in user (loaded on its own: visitors never need it). */
export function LiveStream({ userId }: { userId: string }) {
  useLiveEvents(userId);
  return null;
}
