import type { Conversation } from "@domain/messages/schemas";
import { describe, expect, it } from "vitest";
import { hireCandidates, hiresDirectly } from "./hire-candidates";

const JOB = "33333333-3333-4333-8333-333333333333";
const OTHER_JOB = "44444444-4444-4444-8444-444444444444";
const person = (id: string, role: "customer" | "professional" = "professional") => ({
  id,
  firstName: `First ${id}`,
  lastName: "Last",
  profileImageUrl: null,
  role,
});
const conversation = (who: ReturnType<typeof person>, jobId: string | null): Conversation => ({
  otherUser: who,
  job: jobId ? { id: jobId, title: "A job" } : null,
  lastMessage: {
    id: "m",
    senderId: who.id,
    receiverId: "me",
    jobId,
    content: "Hello",
    attachmentUrls: [],
    isRead: false,
    createdAt: "2025-03-01T12:00:00.000Z",
  },
  unreadCount: 0,
  updatedAt: "2025-03-01T12:00:00.000Z",
});

describe("hiresDirectly", () => {
  it("is for open jobs that take no bids", () => {
    expect(hiresDirectly({ status: "open", paymentType: "hourly" })).toBe(true);
    expect(hiresDirectly({ status: "open", paymentType: "contact" })).toBe(true);
    expect(hiresDirectly({ status: "open", paymentType: "fixed" })).toBe(false);
    expect(hiresDirectly({ status: "accepted", paymentType: "hourly" })).toBe(false);
  });
});

describe("hireCandidates", () => {
  const booked = { ...person("b"), location: null, rating: "4.50", completedJobs: 3, isVerified: true };

  it("lists the booked professional, then the professionals who talked about this job, once each", () => {
    const conversations = [
      conversation(person("x"), JOB),
      conversation(person("b"), JOB),
      conversation(person("y"), OTHER_JOB),
      conversation(person("z"), null),
      conversation(person("c", "customer"), JOB),
      conversation(person("w"), JOB),
    ];
    expect(
      hireCandidates({ id: JOB, invitedProfessional: booked }, conversations).map((c) => [c.id, c.reason]),
    ).toEqual([
      ["b", "booked"],
      ["x", "messaged"],
      ["w", "messaged"],
    ]);
  });

  it("is empty with nobody booked and no conversations yet", () => {
    expect(hireCandidates({ id: JOB, invitedProfessional: null }, undefined)).toEqual([]);
  });
});
