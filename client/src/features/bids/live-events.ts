import { featureLiveEvents } from "@/lib/live-event-table";
import { bidsKey } from "@/lib/query-keys";

/** Bids on the live stream: my bids refresh on any bid or job change; a new bid and my bid's fate are told. */
export const bidsLiveEvents = featureLiveEvents({
  on: {
    "bid.created": {
      refresh: [bidsKey],
      toast: (event, { t }) => ({
        title: t("live.newBid"),
        description: t("live.newBidText", { name: event.professionalName, job: event.jobTitle }),
      }),
    },
    "bid.updated": {
      refresh: [bidsKey],
      toast: (event, { t }) =>
        event.status === "accepted"
          ? { title: t("live.bidAccepted"), description: event.jobTitle, variant: "success" }
          : event.status === "rejected"
            ? { title: t("live.bidRejected"), description: event.jobTitle }
            : undefined,
    },
    "job.status": { refresh: [bidsKey] },
    // My bids show the job's budget and words, which its customer may have just changed.
    "job.edited": { refresh: [bidsKey] },
  },
});
