import { formatNepalDateTime, formatNepalTime } from "@domain/time";
import { currentLanguage } from "@/lib/i18n";
import { featureLiveEvents } from "@/lib/live-event-table";
import { localDigits } from "@/lib/local-digits";
import { bookingsKey, jobsKey, professionalsKey } from "@/lib/query-keys";

/** Bookings on the live stream: bookings, jobs and free times refresh; the other side's step is told. */
export const bookingsLiveEvents = featureLiveEvents({
  on: {
    "booking.updated": {
      refresh: [bookingsKey, jobsKey, professionalsKey],
      toast: (event, { t, me }) => {
        // A reschedule lapsing has no actor: both sides hear of it.
        if (event.actorId === me) return undefined;
        if (event.change) {
          return {
            title: t(`live.booking.change.${event.change}`),
            description: `${event.jobTitle} · ${formatNepalDateTime(event.startsAt, currentLanguage())}`,
            variant: event.change === "rescheduled" ? "success" : undefined,
          };
        }
        return {
          title: t(`live.booking.${event.status}`),
          description: event.occurrences
            ? `${event.jobTitle} · ${t("booking.repeat.visits", { n: localDigits(event.occurrences) })}`
            : event.jobTitle,
          variant: event.status === "accepted" ? "success" : undefined,
        };
      },
    },
    "booking.reminder": {
      refresh: [bookingsKey],
      toast: (event, { t }) => ({
        title: t(`live.booking.reminder.${event.before}`),
        description: t("live.booking.reminderText", {
          job: event.jobTitle,
          time:
            event.before === "hour"
              ? formatNepalTime(event.startsAt, currentLanguage())
              : formatNepalDateTime(event.startsAt, currentLanguage()),
        }),
      }),
    },
  },
});
