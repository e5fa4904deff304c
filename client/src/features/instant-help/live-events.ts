import { featureLiveEvents } from "@/lib/live-event-table";
import { instantStateKey } from "./customer/api";
import { instantKey } from "./pro/api";
import { instantFormat } from "./pro/format";

/**
 * Instant Help on the live stream: a professional hears of a new urgent request and their list
 * refreshes, also when one closes; a customer's request follows its job's status.
 */
export const instantHelpLiveEvents = featureLiveEvents({
  on: {
    "instant.request": {
      refresh: [instantKey],
      toast: (event, { t }) => ({
        title: t("live.newInstantRequest"),
        description: t("live.newInstantRequestText", {
          title: event.title,
          distance: instantFormat().number(event.distanceKm),
        }),
      }),
    },
    "instant.closed": { refresh: [instantKey] },
    "job.status": { refresh: (event) => [instantStateKey(event.jobId)] },
  },
});
