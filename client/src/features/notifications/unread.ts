import type { NotificationList } from "@domain/notifications/schemas";
import { useQuery } from "@tanstack/react-query";
import { getByKey } from "@/lib/get-by-key";
import { notificationsKey } from "@/lib/query-keys";

/** How many notifications are unread, for the header's bell: the first page of one, read for its count. */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: [...notificationsKey, { limit: 1 }],
    queryFn: getByKey<NotificationList>,
    select: (list) => list.unread,
  });
}
