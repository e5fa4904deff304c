import { featureLiveEvents } from "@/lib/live-event-table";
import { jobsKey, paymentsKey, payoutsKey } from "@/lib/query-keys";

/**
 * Payments on the live stream: a job's payments, the balance and the jobs refresh; the other side's
 * step is told (money held, released, refunded, cash recorded or confirmed, a problem reported or decided).
 */
export const paymentsLiveEvents = featureLiveEvents({
  on: {
    "payment.updated": {
      refresh: [paymentsKey, payoutsKey, jobsKey],
      toast: (event, { t, me }) => {
        if (event.actorId === me) return undefined;
        return {
          title: event.dispute
            ? t(`live.payment.dispute.${event.dispute}`)
            : t(`live.payment.${event.status}`),
          description: event.jobTitle,
          variant: event.status === "held" || event.status === "released" ? "success" : undefined,
        };
      },
    },
  },
});
