import { bidsLiveEvents } from "@/features/bids/live-events";
import { bookingsLiveEvents } from "@/features/bookings/live-events";
import { instantHelpLiveEvents } from "@/features/instant-help/live-events";
import { jobsLiveEvents } from "@/features/jobs/live-events";
import { messagesLiveEvents } from "@/features/messages/live-events";
import { notificationsLiveEvents } from "@/features/notifications/live-events";
import { paymentsLiveEvents } from "@/features/payments/live-events";
import { professionalsLiveEvents } from "@/features/professionals/live-events";
import { profileLiveEvents } from "@/features/profile/live-events";
import { verificationLiveEvents } from "@/features/verification/live-events";
import { liveEventTable } from "@/lib/live-event-table";

/**
 * What the live stream does with each event (domain/events/schemas.ts): every feature's part, in the order
 * their toasts show. An event type no part handles must be listed in the second argument with why,
 * or this does not compile.
 */
export const appLiveEvents = liveEventTable(
  [
    jobsLiveEvents,
    bookingsLiveEvents,
    bidsLiveEvents,
    messagesLiveEvents,
    paymentsLiveEvents,
    instantHelpLiveEvents,
    verificationLiveEvents,
    profileLiveEvents,
    professionalsLiveEvents,
    notificationsLiveEvents,
  ],
  {
    "account.suspended":
      "lib/live-events.ts signs the user out and the login page says why (lib/account-suspended.ts)",
  },
);
