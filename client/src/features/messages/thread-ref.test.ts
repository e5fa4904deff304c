import type { Conversation, Message, ThreadPage } from "@domain/messages/schemas";
import { describe, expect, it } from "vitest";
import { findConversation, hasUnreadFor, isSendKey, messagesOfPages } from "./thread-ref";

const ME = "11111111-1111-4111-8111-111111111111";
const RAM = "22222222-2222-4222-8222-222222222222";
const JOB = "33333333-3333-4333-8333-333333333333";

const message = (id: string, overrides: Partial<Message> = {}): Message => ({
  id,
  senderId: RAM,
  receiverId: ME,
  jobId: null,
  content: `Message ${id}`,
  attachmentUrls: [],
  isRead: true,
  createdAt: "2025-03-01T12:00:00.000Z",
  ...overrides,
});

const conversation = (jobId: string | null, unreadCount = 0): Conversation => ({
  otherUser: { id: RAM, firstName: "Ram", lastName: "Thapa", profileImageUrl: null, role: "professional" },
  job: jobId ? { id: jobId, title: "Fix the tap" } : null,
  lastMessage: message("m1", { jobId }),
  unreadCount,
  updatedAt: "2025-03-01T12:00:00.000Z",
});

describe("threads", () => {
  it("tells a job thread from the general one with the same person", () => {
    const list = [conversation(JOB, 2), conversation(null)];
    expect(findConversation(list, { with: RAM, jobId: null })?.job).toBeNull();
    expect(findConversation(list, { with: RAM, jobId: JOB })?.unreadCount).toBe(2);
    expect(findConversation(list, { with: ME, jobId: null })).toBeUndefined();
  });

  it("puts pages (newest page first) into one oldest-first list", () => {
    const pages: ThreadPage[] = [
      { messages: [message("c"), message("d")], hasMore: true, job: null },
      { messages: [message("a"), message("b")], hasMore: false, job: null },
    ];
    expect(messagesOfPages(pages).map((m) => m.id)).toEqual(["a", "b", "c", "d"]);
    expect(messagesOfPages(undefined)).toEqual([]);
  });

  it("counts only messages sent to me as unread", () => {
    expect(
      hasUnreadFor(ME, [message("a", { senderId: ME, receiverId: RAM, isRead: false })], undefined),
    ).toBe(false);
    expect(hasUnreadFor(ME, [message("a", { isRead: false })], undefined)).toBe(true);
    expect(hasUnreadFor(ME, [], conversation(null, 1))).toBe(true);
  });
});

describe("composer keys", () => {
  it("sends on Enter, not on Shift+Enter or while composing a word", () => {
    expect(isSendKey({ key: "Enter", shiftKey: false })).toBe(true);
    expect(isSendKey({ key: "Enter", shiftKey: true })).toBe(false);
    expect(isSendKey({ key: "Enter", shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: "a", shiftKey: false })).toBe(false);
  });
});
