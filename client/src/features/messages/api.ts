import type {
  Conversation,
  MarkReadResponse,
  Message,
  MessagePerson,
  SendMessageBody,
  ThreadPage,
  UnreadCount,
} from "@domain/messages";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { isLiveStreamOpen } from "@/lib/live-stream-state";
import { queryKeyToUrl } from "@/lib/query-client";
import type { OpenThread } from "@/lib/thread-link";

// Types only from domain/: this file is loaded by the header, which must not pull zod in.

/** Every messages query sits under this key, so invalidating it (as any feature may) refreshes all. */
export const messagesKey = ["/api/messages"] as const;
export const conversationsKey = [...messagesKey, "conversations"] as const;
export const unreadCountKey = [...messagesKey, "unread-count"] as const;
export const threadsKey = [...messagesKey, "thread"] as const;
export const threadKeyOf = (thread: OpenThread) =>
  [...threadsKey, { with: thread.with, jobId: thread.jobId }] as const;
const personKey = (id: string) => ["/api/users", id] as const;

/** A fallback: live events refresh the badge; without the stream it asks once a minute. */
export const UNREAD_POLL_MS = 60_000;
const UNREAD_POLL_LIVE_MS = 10 * 60_000;

export function useUnreadCount(enabled = true) {
  return useQuery<UnreadCount>({
    queryKey: unreadCountKey,
    refetchInterval: () => (isLiveStreamOpen() ? UNREAD_POLL_LIVE_MS : UNREAD_POLL_MS),
    enabled,
  });
}

export function useConversations() {
  return useQuery<Conversation[]>({ queryKey: conversationsKey });
}

/** A thread, newest page first; older pages load with `fetchNextPage`. */
export function useThread(thread: OpenThread | null) {
  return useInfiniteQuery({
    queryKey: thread ? threadKeyOf(thread) : [...threadsKey, "none"],
    queryFn: ({ queryKey, pageParam, signal }) =>
      api.get<ThreadPage>(queryKeyToUrl([...queryKey, { before: pageParam }]), signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ThreadPage) => (last.hasMore ? last.messages[0]?.id : undefined),
    enabled: thread !== null,
  });
}

/** The public profile of someone I have not talked to yet (GET /api/users/:id). */
export function usePerson(id: string | undefined) {
  return useQuery<MessagePerson>({
    queryKey: personKey(id ?? ""),
    enabled: Boolean(id),
    retry: false,
  });
}

/** After a write: the thread, the conversations and the unread count (only those on screen refetch). */
function useInvalidateMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: messagesKey });
}

export function useSendMessage() {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: (body: SendMessageBody) => api.submit<Message>("/api/messages", body),
    onSuccess: invalidate,
  });
}

export function useMarkRead() {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: (thread: OpenThread) =>
      api.post<MarkReadResponse>("/api/messages/read", { with: thread.with, jobId: thread.jobId }),
    onSuccess: invalidate,
  });
}
