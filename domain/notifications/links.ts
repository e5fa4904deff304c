import type { USER_ROLES } from "../auth/user-rules";
import type { LiveEvent } from "../events/schemas";

type UserRole = (typeof USER_ROLES)[number];

/** A job's page as each side opens it: the customer among their own jobs, anyone else by its id. */
const jobLink = (jobId: string, role: UserRole) =>
  role === "customer" ? `/jobs?view=mine&job=${jobId}` : `/jobs?job=${jobId}`;

/**
 * Where a notification takes its reader (the app's own paths): the job, the thread, the request
 * waiting, the verification page, the earnings. The same in the app, in a push and in an SMS.
 */
export function notificationLink(event: LiveEvent, role: UserRole): string {
  switch (event.type) {
    case "message.created": {
      const params = new URLSearchParams({ to: event.senderId });
      if (event.jobId) params.set("jobId", event.jobId);
      return `/messages?${params}`;
    }
    case "instant.request":
    case "instant.closed":
      return "/instant-help";
    case "verification.reviewed":
    case "verification.revoked":
      return "/get-verified";
    case "account.suspended":
      return "/login";
    case "payment.updated":
    case "bid.created":
    case "bid.updated":
    case "job.status":
    case "job.edited":
    case "booking.updated":
    case "booking.reminder":
    case "quote.updated":
    case "change.updated":
      return jobLink(event.jobId, role);
  }
}
