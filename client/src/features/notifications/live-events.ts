import { featureLiveEvents } from "@/lib/live-event-table";
import { notificationsKey } from "@/lib/query-keys";

const refresh = { refresh: [notificationsKey] } as const;

/** Any news may be a new notification: the bell's count and the list read again. */
export const notificationsLiveEvents = featureLiveEvents({
  on: {
    "bid.created": refresh,
    "bid.updated": refresh,
    "job.status": refresh,
    "job.edited": refresh,
    "message.created": refresh,
    "instant.request": refresh,
    "verification.reviewed": refresh,
    "verification.revoked": refresh,
    "booking.updated": refresh,
    "booking.reminder": refresh,
    "quote.updated": refresh,
    "change.updated": refresh,
    "payment.updated": refresh,
  },
  onOpen: [notificationsKey],
});
