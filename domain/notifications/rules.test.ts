import { describe, expect, it } from "vitest";
import type { LiveEvent } from "../events/schemas";
import { nepalMinuteOfDay } from "../kathmandu-day";
import {
  channelsFor,
  DEFAULT_NOTIFICATION_CHANNELS,
  DEFAULT_QUIET_HOURS,
  inQuietHours,
  pushAfter,
  smsAfter,
  smsWorthy,
} from "./rules";

const at = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

describe("quiet hours", () => {
  it("run across midnight from 21:00 to 07:00 by default", () => {
    expect(
      ["21:00", "23:59", "00:00", "06:59"].map((time) => inQuietHours(DEFAULT_QUIET_HOURS, at(time))),
    ).toEqual([true, true, true, true]);
    expect(["07:00", "12:00", "20:59"].map((time) => inQuietHours(DEFAULT_QUIET_HOURS, at(time)))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("also within one day, and not at all when off or empty", () => {
    const afternoon = { enabled: true, start: "13:00", end: "15:00" };
    expect(inQuietHours(afternoon, at("14:00"))).toBe(true);
    expect(inQuietHours(afternoon, at("15:00"))).toBe(false);
    expect(inQuietHours({ ...afternoon, enabled: false }, at("14:00"))).toBe(false);
    expect(inQuietHours({ enabled: true, start: "09:00", end: "09:00" }, at("09:00"))).toBe(false);
  });

  it("are read in Nepal time (UTC+05:45), whatever the server's zone", () => {
    expect(nepalMinuteOfDay("2026-11-26T15:15:00Z")).toBe(at("21:00"));
    expect(nepalMinuteOfDay("2026-11-26T18:14:00Z")).toBe(at("23:59"));
    expect(nepalMinuteOfDay("2026-11-26T18:15:00Z")).toBe(0);
  });
});

describe("channels", () => {
  it("follow the person's choice, and hold back push and SMS in quiet hours except instant help", () => {
    expect(channelsFor("bookings", DEFAULT_NOTIFICATION_CHANNELS, DEFAULT_QUIET_HOURS, at("10:00"))).toEqual([
      "inApp",
      "push",
      "sms",
    ]);
    expect(channelsFor("messages", DEFAULT_NOTIFICATION_CHANNELS, DEFAULT_QUIET_HOURS, at("10:00"))).toEqual([
      "inApp",
      "push",
    ]);
    expect(channelsFor("bookings", DEFAULT_NOTIFICATION_CHANNELS, DEFAULT_QUIET_HOURS, at("22:00"))).toEqual([
      "inApp",
    ]);
    expect(channelsFor("instant", DEFAULT_NOTIFICATION_CHANNELS, DEFAULT_QUIET_HOURS, at("22:00"))).toEqual([
      "inApp",
      "push",
      "sms",
    ]);
    const noPush = { ...DEFAULT_NOTIFICATION_CHANNELS, bookings: { inApp: true, push: false, sms: true } };
    expect(channelsFor("bookings", noPush, DEFAULT_QUIET_HOURS, at("10:00"))).toEqual(["inApp", "sms"]);
  });
});

describe("when a push may go out", () => {
  it("at once by day, when the quiet hours end by night, at once for instant help, never when turned off", () => {
    const noon = new Date("2026-11-26T06:15:00Z"); // 12:00 in Nepal
    const night = new Date("2026-11-26T17:15:00Z"); // 23:00 in Nepal
    expect(
      pushAfter("bookings", DEFAULT_NOTIFICATION_CHANNELS, DEFAULT_QUIET_HOURS, noon, at("12:00")),
    ).toEqual(noon);
    expect(
      pushAfter("bookings", DEFAULT_NOTIFICATION_CHANNELS, DEFAULT_QUIET_HOURS, night, at("23:00")),
    ).toEqual(
      new Date("2026-11-27T01:15:00Z"), // 07:00 in Nepal
    );
    expect(
      pushAfter("instant", DEFAULT_NOTIFICATION_CHANNELS, DEFAULT_QUIET_HOURS, night, at("23:00")),
    ).toEqual(night);
    const off = { ...DEFAULT_NOTIFICATION_CHANNELS, bookings: { inApp: true, push: false, sms: true } };
    expect(pushAfter("bookings", off, DEFAULT_QUIET_HOURS, noon, at("12:00"))).toBeNull();
  });
});

const booking = (status: string, change?: string) =>
  ({
    type: "booking.updated",
    bookingId: "6f1d1a52-0d7b-4bde-9d0c-2b7a0c2f0e11",
    jobId: "1a6b9c0e-3f7d-4e0a-8b1c-5d2e3f4a5b6c",
    jobTitle: "Fix a tap",
    status,
    startsAt: "2026-12-01T04:15:00.000Z",
    actorId: "9b2c4d6e-8f0a-4b1c-9d2e-3f4a5b6c7d8e",
    ...(change ? { change } : {}),
  }) as LiveEvent;
const instant = {
  type: "instant.request",
  jobId: "1a6b9c0e-3f7d-4e0a-8b1c-5d2e3f4a5b6c",
  title: "Burst pipe",
  skillCategory: "plumbing",
  location: "Baneshwor",
  distanceKm: 2,
  expiresAt: "2026-12-01T04:15:00.000Z",
} as LiveEvent;

describe("which events go by SMS", () => {
  it("booking requests, confirmations and moves, and instant requests; nothing else", () => {
    expect(
      [booking("requested"), booking("accepted"), booking("accepted", "rescheduled"), instant].map(smsWorthy),
    ).toEqual([true, true, true, true]);
    expect(
      [
        booking("proposed"),
        booking("declined"),
        booking("expired"),
        booking("cancelled"),
        booking("accepted", "reschedule_requested"),
        booking("accepted", "reschedule_declined"),
        booking("accepted", "reschedule_expired"),
        {
          type: "message.created",
          messageId: "m",
          senderId: "s",
          senderName: "Sita",
          jobId: null,
        } as LiveEvent,
        {
          type: "bid.created",
          bidId: "b",
          jobId: "j",
          jobTitle: "Fix a tap",
          professionalName: "Ram",
        } as LiveEvent,
      ].map(smsWorthy),
    ).toEqual([false, false, false, false, false, false, false, false, false]);
  });

  it("wait out the quiet hours as pushes do (instant help never), and not at all when SMS is off", () => {
    const noon = new Date("2026-11-26T06:15:00Z"); // 12:00 in Nepal
    const night = new Date("2026-11-26T17:15:30Z"); // 23:00:30 in Nepal
    const defaults = DEFAULT_NOTIFICATION_CHANNELS;
    expect(
      smsAfter(booking("requested"), "bookings", defaults, DEFAULT_QUIET_HOURS, noon, at("12:00")),
    ).toEqual(noon);
    expect(
      smsAfter(booking("requested"), "bookings", defaults, DEFAULT_QUIET_HOURS, night, at("23:00")),
    ).toEqual(
      new Date("2026-11-27T01:15:00Z"), // 07:00 in Nepal
    );
    expect(smsAfter(instant, "instant", defaults, DEFAULT_QUIET_HOURS, night, at("23:00"))).toEqual(night);
    const off = { ...defaults, bookings: { inApp: true, push: true, sms: false } };
    expect(
      smsAfter(booking("requested"), "bookings", off, DEFAULT_QUIET_HOURS, noon, at("12:00")),
    ).toBeNull();
    // A kind turned on for SMS is not enough: only the events worth one go.
    const chatty = { ...defaults, bookings: { inApp: true, push: true, sms: true } };
    expect(
      smsAfter(booking("declined"), "bookings", chatty, DEFAULT_QUIET_HOURS, noon, at("12:00")),
    ).toBeNull();
  });
});
