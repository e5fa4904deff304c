import { featureLiveEvents } from "@/lib/live-event-table";
import { myProfileKey } from "@/lib/query-keys";

/** Profile on the live stream: a reviewed verification document changes my profile's badge. */
export const profileLiveEvents = featureLiveEvents({
  on: { "verification.reviewed": { refresh: [myProfileKey] } },
});
