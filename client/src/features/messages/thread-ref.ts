import type { Conversation, Message, ThreadPage } from "@domain/messages";

/** Which thread is open: the other person and the job it is about (null for none). */
export type OpenThread = { with: string; jobId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/messages?to=<userId>&jobId=<jobId>` → the thread to open; malformed ids open nothing. */
export function threadFromSearch(search: string): OpenThread | null {
  const params = new URLSearchParams(search);
  const to = params.get("to");
  const jobId = params.get("jobId");
  if (!to || !UUID.test(to)) return null;
  return { with: to, jobId: jobId && UUID.test(jobId) ? jobId : null };
}

export function threadHref(thread: OpenThread): string {
  const params = new URLSearchParams({ to: thread.with });
  if (thread.jobId) params.set("jobId", thread.jobId);
  return `/messages?${params}`;
}

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
