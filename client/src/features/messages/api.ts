import type {
  MarkReadResponse,
  Message,
  SendMessageBody,
  ThreadPage,
  UnreadCount,
} from "@domain/messages/schemas";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";
import { isLiveStreamOpen } from "@/lib/live-stream-state";
import { queryKeyToUrl } from "@/lib/query-client";
import { messagesKey, threadsKey } from "@/lib/query-keys";
import { conversationsQuery, personQuery } from "@/lib/shared-queries";
import type { OpenThread } from "@/lib/thread-link";

// Types only from domain/: this file is loaded by the header, which must not pull zod in.
// Every messages query sits under messagesKey, so invalidating it (as any feature may) refreshes all.

/** A fallback: live events refresh the badge; without the stream it asks once a minute. */
export const UNREAD_POLL_MS = 60_000;
const UNREAD_POLL_LIVE_MS = 10 * 60_000;

export const unreadCountQuery = (enabled = true) =>
  queryOptions({
    queryKey: [...messagesKey, "unread-count"],
    queryFn: getByKey<UnreadCount>,
    refetchInterval: () => (isLiveStreamOpen() ? UNREAD_POLL_LIVE_MS : UNREAD_POLL_MS),
    enabled,
  });

/** A thread, newest page first; older pages load with `fetchNextPage`. */
export const threadQuery = (thread: OpenThread | null) =>
  infiniteQueryOptions({
    queryKey: thread ? [...threadsKey, { with: thread.with, jobId: thread.jobId }] : [...threadsKey, "none"],
    queryFn: ({ queryKey, pageParam, signal }) =>
      api.get<ThreadPage>(queryKeyToUrl([...queryKey, { before: pageParam }]), signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ThreadPage) => (last.hasMore ? last.messages[0]?.id : undefined),
    enabled: thread !== null,
  });

export function useUnreadCount(enabled = true) {
  return useQuery(unreadCountQuery(enabled));
}

export function useConversations() {
  return useQuery(conversationsQuery());
}

export function useThread(thread: OpenThread | null) {
  return useInfiniteQuery(threadQuery(thread));
}

/** The public profile of someone I have not talked to yet (GET /api/users/:id). */
export function usePerson(id: string | undefined) {
  return useQuery({ ...personQuery(id ?? null), retry: false });
}

/** After a write: the thread, the conversations and the unread count (only those on screen refetch). */
function useInvalidateMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: messagesKey });
}

/** A message to send, and its Idempotency-Key, made when the person pressed Send. */
export type MessageToSend = { body: SendMessageBody; key: string };

export function useSendMessage() {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: ({ body, key }: MessageToSend) => api.submit<Message>(messagesKey[0], body, key),
    onSuccess: invalidate,
  });
}

export function useMarkRead() {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: (thread: OpenThread) =>
      api.post<MarkReadResponse>(`${messagesKey[0]}/read`, { with: thread.with, jobId: thread.jobId }),
    onSuccess: invalidate,
  });
}
