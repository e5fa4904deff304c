import type {
  MarkReadBody,
  NotificationList,
  NotificationPreferences,
  NotificationSettings,
} from "@domain/notifications/schemas";
import { queryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";
import { notificationsKey } from "@/lib/query-keys";

const notificationsUrl = notificationsKey[0];

/** The notifications, newest first, a page at a time. */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: [...notificationsKey, "pages"],
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationList>(
        pageParam
          ? `${notificationsUrl}?${new URLSearchParams({ before: String(pageParam) })}`
          : notificationsUrl,
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

/** Marks some (ids) or all notifications read; every count and page reads again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => api.post<{ unread: number }>(`${notificationsUrl}/read`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export const preferencesQuery = () =>
  queryOptions({
    queryKey: [...notificationsKey, "preferences"],
    queryFn: getByKey<NotificationSettings>,
  });

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      api.put<NotificationSettings>(`${notificationsUrl}/preferences`, body),
    onSuccess: (saved) => client.setQueryData(preferencesQuery().queryKey, saved),
  });
}
