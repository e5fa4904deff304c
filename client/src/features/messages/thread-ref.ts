import type { Conversation, Message, ThreadPage } from "@domain/messages/schemas";
import type { OpenThread } from "@/lib/thread-link";

export function conversationKey(conversation: Conversation): string {
  return threadKey({ with: conversation.otherUser.id, jobId: conversation.job?.id ?? null });
}

export function threadKey(thread: OpenThread): string {
  return `${thread.with}:${thread.jobId ?? ""}`;
}

export function findConversation(
  conversations: Conversation[] | undefined,
  thread: OpenThread,
): Conversation | undefined {
  const key = threadKey(thread);
  return conversations?.find((conversation) => conversationKey(conversation) === key);
}

/** Pages arrive newest first, each oldest first inside: one list, oldest first. */
export function messagesOfPages(pages: ThreadPage[] | undefined): Message[] {
  return pages ? [...pages].reverse().flatMap((page) => page.messages) : [];
}

/** Whether the thread holds messages sent to me that I have not read. */
export function hasUnreadFor(
  me: string,
  messages: Message[],
  conversation: Conversation | undefined,
): boolean {
  return (conversation?.unreadCount ?? 0) > 0 || messages.some((m) => m.receiverId === me && !m.isRead);
}

/** The composer's Enter key: Enter sends, Shift+Enter (or Enter while composing an IME word) is a newline. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === "Enter" && !event.shiftKey && !event.isComposing;
}
