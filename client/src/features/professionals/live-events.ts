import { featureLiveEvents } from "@/lib/live-event-table";
import { professionalsKey } from "@/lib/query-keys";

/** Professionals on the live stream: a reviewed verification document changes a card's badge. */
export const professionalsLiveEvents = featureLiveEvents({
  on: { "verification.reviewed": { refresh: [professionalsKey] } },
});
