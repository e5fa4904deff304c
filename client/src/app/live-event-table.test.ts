import { LIVE_EVENT_TYPES, type LiveEvent } from "@domain/events/schemas";
import { describe, expect, it } from "vitest";
import { bidsLiveEvents } from "@/features/bids/live-events";
import { bookingsLiveEvents } from "@/features/bookings/live-events";
import { instantHelpLiveEvents } from "@/features/instant-help/live-events";
import { jobsLiveEvents } from "@/features/jobs/live-events";
import { messagesLiveEvents } from "@/features/messages/live-events";
import { paymentsLiveEvents } from "@/features/payments/live-events";
import { professionalsLiveEvents } from "@/features/professionals/live-events";
import { profileLiveEvents } from "@/features/profile/live-events";
import { verificationLiveEvents } from "@/features/verification/live-events";
import { i18n } from "@/lib/i18n";
import { keysToRefresh, liveEventTable, routedEventTypes, routeLiveEvent } from "@/lib/live-event-table";
import { appLiveEvents } from "./live-event-table";

const ME = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";
const JOB = "33333333-3333-4333-8333-333333333333";
const BID = "44444444-4444-4444-8444-444444444444";

const route = (event: LiveEvent) => routeLiveEvent(appLiveEvents, event, { t: i18n.t, me: ME });
const refreshed = (event: LiveEvent) => route(event).refresh.map((key) => key.join(" "));
const told = (event: LiveEvent) => route(event).toasts;

const jobStatus = (changes: Partial<Extract<LiveEvent, { type: "job.status" }>>): LiveEvent => ({
  type: "job.status",
  jobId: JOB,
  jobTitle: "Fix a tap",
  previousStatus: "accepted",
  status: "in-progress",
  actorId: OTHER,
  bidId: null,
  ...changes,
});

describe("the live-event table", () => {
  it("handles every event type of domain/events/schemas.ts, or ignores it on purpose, and no other", () => {
    const routed = routedEventTypes(appLiveEvents);
    const ignored = Object.keys(appLiveEvents.ignored);
    expect([...routed, ...ignored].sort()).toEqual([...LIVE_EVENT_TYPES].sort());
    expect(routed.filter((type) => ignored.includes(type))).toEqual([]);
    for (const type of ignored) expect(appLiveEvents.routes[type as LiveEvent["type"]]).toEqual([]);
  });

  it("does not compile while an event type is neither handled nor ignored, or is both", () => {
    // @ts-expect-error: without the messages part, message.created is neither handled nor ignored.
    liveEventTable([jobsLiveEvents, bidsLiveEvents, instantHelpLiveEvents, verificationLiveEvents], {});
    liveEventTable([jobsLiveEvents, bidsLiveEvents, instantHelpLiveEvents, verificationLiveEvents], {
      "message.created": "nobody reads messages here",
      "account.suspended": "the stream's own code signs out",
      "booking.updated": "nobody books here",
      "booking.reminder": "nobody books here",
      "payment.updated": "nobody pays here",
    });
    liveEventTable(
      [jobsLiveEvents, bidsLiveEvents, messagesLiveEvents, instantHelpLiveEvents, verificationLiveEvents],
      {
        // @ts-expect-error: message.created is handled, so it cannot be listed as ignored too.
        "message.created": "handled after all",
        "account.suspended": "the stream's own code signs out",
        "booking.updated": "nobody books here",
        "booking.reminder": "nobody books here",
        "payment.updated": "nobody pays here",
      },
    );
    liveEventTable(
      [
        jobsLiveEvents,
        bidsLiveEvents,
        messagesLiveEvents,
        instantHelpLiveEvents,
        verificationLiveEvents,
        profileLiveEvents,
        professionalsLiveEvents,
        bookingsLiveEvents,
        paymentsLiveEvents,
      ],
      { "account.suspended": "the stream's own code signs out" },
    );
  });

  it("refreshes what each event changes, each query once", () => {
    const bid = { bidId: BID, jobId: JOB, jobTitle: "Fix a tap" };
    // Any news may be a notification: the bell's count and the list read again.
    expect(refreshed({ type: "bid.created", ...bid, professionalName: "Ram" })).toEqual([
      "/api/jobs",
      "/api/bids",
      "/api/notifications",
    ]);
    expect(refreshed({ type: "bid.updated", ...bid, status: "withdrawn" })).toEqual([
      "/api/jobs",
      "/api/bids",
      "/api/notifications",
    ]);
    // The instant request's state is a job query: refreshing the jobs covers it.
    expect(refreshed(jobStatus({}))).toEqual(["/api/jobs", "/api/bids", "/api/notifications"]);
    expect(
      refreshed({ type: "message.created", messageId: BID, senderId: OTHER, senderName: "Ram", jobId: null }),
    ).toEqual(["/api/messages", "/api/notifications"]);
    expect(refreshed({ type: "instant.closed", jobId: JOB, reason: "taken" })).toEqual(["/api/instant-help"]);
    expect(
      refreshed({
        type: "verification.reviewed",
        verificationId: BID,
        verificationType: "kyc",
        status: "approved",
        adminNotes: null,
      }).sort(),
    ).toEqual([
      "/api/auth/user",
      "/api/notifications",
      "/api/professionals",
      "/api/users/profile",
      "/api/verifications",
    ]);
    expect(appLiveEvents.onOpen).toEqual([["/api/messages"], ["/api/notifications"]]);
  });

  it("tells about a job's status only when someone else changed it, once per change", () => {
    expect(told(jobStatus({ actorId: ME }))).toEqual([]);
    expect(told(jobStatus({}))).toEqual([{ title: "Work has started", description: "Fix a tap" }]);
    expect(told(jobStatus({ previousStatus: "offered", status: "accepted" }))).toEqual([
      { title: "Your hire was accepted", description: "Fix a tap", variant: "success" },
    ]);
    expect(told(jobStatus({ previousStatus: "open", status: "accepted", bidId: BID }))).toEqual([]);
  });

  it("tells a professional when a bid of theirs was chosen, not when they withdrew it", () => {
    const bid = { type: "bid.updated", bidId: BID, jobId: JOB, jobTitle: "Fix a tap" } as const;
    expect(told({ ...bid, status: "accepted" })).toEqual([
      { title: "Your bid was accepted", description: "Fix a tap", variant: "success" },
    ]);
    expect(told({ ...bid, status: "withdrawn" })).toEqual([]);
  });

  it("tells the other side of a quote or a change once: not the hire by quote as a status change too", () => {
    const quote = {
      type: "quote.updated",
      quoteId: BID,
      jobId: JOB,
      jobTitle: "Fix a tap",
      total: "2450.00",
    } as const;
    expect(told({ ...quote, status: "pending", actorId: OTHER })).toEqual([
      { title: "New quote", description: "Fix a tap" },
    ]);
    expect(told({ ...quote, status: "accepted", actorId: OTHER })).toEqual([
      { title: "Your quote was accepted", description: "Fix a tap", variant: "success" },
    ]);
    expect(told({ ...quote, status: "withdrawn", actorId: ME })).toEqual([]);
    expect(told(jobStatus({ previousStatus: "open", status: "accepted" }))).toEqual([]);
    const change = {
      type: "change.updated",
      changeId: BID,
      jobId: JOB,
      jobTitle: "Fix a tap",
      total: "800.00",
    } as const;
    expect(told({ ...change, status: "approved", actorId: OTHER })).toEqual([
      { title: "Your change was approved", description: "Fix a tap", variant: "success" },
    ]);
  });
});

describe("keysToRefresh", () => {
  it("keeps each key once and drops those another key already covers", () => {
    expect(
      keysToRefresh([["/api/jobs"], ["/api/jobs", JOB, "instant"], ["/api/bids"], ["/api/jobs"]]),
    ).toEqual([["/api/jobs"], ["/api/bids"]]);
    expect(
      keysToRefresh([
        ["/api/jobs", JOB],
        ["/api/jobs", OTHER],
      ]),
    ).toEqual([
      ["/api/jobs", JOB],
      ["/api/jobs", OTHER],
    ]);
  });
});
