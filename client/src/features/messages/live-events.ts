import { featureLiveEvents } from "@/lib/live-event-table";
import { messagesKey } from "@/lib/query-keys";

/** Messages on the live stream: a new message refreshes every messages query and is told; so does a reopened stream. */
export const messagesLiveEvents = featureLiveEvents({
  on: {
    "message.created": {
      refresh: [messagesKey],
      toast: (event, { t }) => ({ title: t("live.newMessage", { name: event.senderName }) }),
    },
  },
  onOpen: [messagesKey],
});
