import { useLiveEvents } from "@/lib/live-events";
import { appLiveEvents } from "./live-event-table";

/** The live-events stream of a signed-in user (loaded on its own: visitors never need it). */
export function LiveStream({ userId }: { userId: string }) {
  useLiveEvents(userId, appLiveEvents);
  return null;
}
