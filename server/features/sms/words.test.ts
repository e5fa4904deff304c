import { describe, expect, it } from "vitest";
import type { LiveEvent } from "../../../domain/events/schemas";
import { smsText } from "./words";

const request = (jobTitle: string) =>
  ({
    type: "booking.updated",
    bookingId: "6f1d1a52-0d7b-4bde-9d0c-2b7a0c2f0e11",
    jobId: "1a6b9c0e-3f7d-4e0a-8b1c-5d2e3f4a5b6c",
    jobTitle,
    status: "requested",
    startsAt: "2026-12-01T04:15:00.000Z",
    actorId: "9b2c4d6e-8f0a-4b1c-9d2e-3f4a5b6c7d8e",
  }) as LiveEvent;
const url = "https://sipalu.np/jobs?job=1a6b9c0e-3f7d-4e0a-8b1c-5d2e3f4a5b6c";

describe("an SMS's words", () => {
  it("say what happened, the job and the link, on one line", () => {
    expect(smsText(request("Fix the\n kitchen   tap"), "en", url)).toBe(
      `New booking request: Fix the kitchen tap ${url}`,
    );
  });

  it("shorten a long job title (with GSM-7's '...') to keep an English SMS within 160 characters", () => {
    const text = smsText(request("Replace every pipe ".repeat(20)), "en", url);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(
      new RegExp(`^New booking request: Replace every pipe .*\\.\\.\\. ${url.replace(/\?/, "\\?")}$`),
    );
  });

  it("keep a Nepali job title to 30 characters (every character costs twice in UCS-2)", () => {
    const text = smsText(request("धारा मर्मत ".repeat(10)), "ne", url);
    const title = text.slice("नयाँ बुकिङ अनुरोध: ".length, text.length - url.length - 1);
    expect(title.length).toBeLessThanOrEqual(30);
    expect(title.endsWith("...")).toBe(true);
  });
});
