import { featureLiveEvents } from "@/lib/live-event-table";
import { jobsKey } from "@/lib/query-keys";

/** Jobs on the live stream: a bid or a status change refreshes every job query; a status change is told. */
export const jobsLiveEvents = featureLiveEvents({
  on: {
    "bid.created": { refresh: [jobsKey] },
    "bid.updated": { refresh: [jobsKey] },
    "job.status": {
      refresh: [jobsKey],
      toast: (event, { t, me }) => {
        if (event.actorId === me) return undefined;
        // A direct hire answered: the customer hears whether it was accepted or declined.
        if (event.previousStatus === "offered" && event.status === "accepted")
          return { title: t("live.hireAccepted"), description: event.jobTitle, variant: "success" };
        if (event.previousStatus === "offered" && event.status === "open")
          return { title: t("live.hireDeclined"), description: event.jobTitle };
        // Hired by bid: the professional's bid.updated toast already says so.
        if (event.status === "accepted" && event.bidId) return undefined;
        return { title: t(`live.jobStatus.${event.status}`), description: event.jobTitle };
      },
    },
  },
});
