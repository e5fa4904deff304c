import { featureLiveEvents } from "@/lib/live-event-table";
import { jobsKey } from "@/lib/query-keys";

/**
 * Jobs on the live stream: a bid, an edit or a status change refreshes every job query; a status
 * change is told, and so is an edit of a job I bid on, with what changed; so are quotes and change
 * requests, to the other side.
 */
export const jobsLiveEvents = featureLiveEvents({
  on: {
    "bid.created": { refresh: [jobsKey] },
    "bid.updated": { refresh: [jobsKey] },
    "job.edited": {
      refresh: [jobsKey],
      toast: (event, { t }) => ({
        title: t("live.jobEdited"),
        description: t("live.jobEditedText", {
          job: event.jobTitle,
          fields: event.fields.map((field) => t(`jobEdits.fields.${field}`)).join(", "),
        }),
      }),
    },
    // Quotes and change requests are read under the job's key: one refresh covers them.
    "quote.updated": {
      refresh: [jobsKey],
      toast: (event, { t, me }) =>
        event.actorId === me
          ? undefined
          : {
              title: t(`live.quote.${event.status}`),
              description: event.jobTitle,
              variant: event.status === "accepted" ? "success" : undefined,
            },
    },
    "change.updated": {
      refresh: [jobsKey],
      toast: (event, { t, me }) =>
        event.actorId === me
          ? undefined
          : {
              title: t(`live.change.${event.status}`),
              description: event.jobTitle,
              variant: event.status === "approved" ? "success" : undefined,
            },
    },
    "job.status": {
      refresh: [jobsKey],
      toast: (event, { t, me }) => {
        if (event.actorId === me) return undefined;
        // A direct hire answered: the customer hears whether it was accepted or declined.
        if (event.previousStatus === "offered" && event.status === "accepted")
          return { title: t("live.hireAccepted"), description: event.jobTitle, variant: "success" };
        if (event.previousStatus === "offered" && event.status === "open")
          return { title: t("live.hireDeclined"), description: event.jobTitle };
        // Hired by bid or by quote: the professional's bid.updated or quote.updated toast says so.
        if (event.status === "accepted" && (event.bidId || event.previousStatus === "open")) return undefined;
        return { title: t(`live.jobStatus.${event.status}`), description: event.jobTitle };
      },
    },
  },
});
