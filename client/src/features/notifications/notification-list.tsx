import type { UserRole } from "@domain/auth/user";
import { BellOff, CheckCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StateBox } from "@/components/state-box";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useMarkRead, useNotificationPages } from "./api";
import { type DescribeEvent, NotificationItem } from "./notification-item";

/** The notifications, newest first: mark all read, open one (which marks it read), show older. */
export function NotificationList({ role, describe }: { role: UserRole; describe: DescribeEvent }) {
  const { t } = useTranslation();
  const pages = useNotificationPages();
  const markRead = useMarkRead();
  const unread = pages.data?.pages[0]?.unread ?? 0;
  const shown = pages.data?.pages.flatMap((page) => page.notifications) ?? [];

  return (
    <section aria-labelledby="notification-list-title" className="grid content-start gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="notification-list-title" className="font-semibold text-xl">
          {t("notifications.latest")}
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          <CheckCheck aria-hidden="true" />
          {t("notifications.markAll")}
        </Button>
      </div>
      {pages.isPending ? (
        <ul className="grid gap-2" aria-busy="true" aria-label={t("notifications.loading")}>
          {[0, 1, 2, 3].map((row) => (
            <li key={row} className="flex gap-3 p-3">
              <Skeleton className="size-9 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </li>
          ))}
        </ul>
      ) : pages.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p className="text-destructive">{t("notifications.loadFailed")}</p>
          <Button variant="outline" size="sm" onClick={() => pages.refetch()}>
            {t("notifications.retry")}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <StateBox icon={BellOff} title={t("notifications.empty")}>
          <p>{t("notifications.emptyText")}</p>
        </StateBox>
      ) : (
        <ul className="grid gap-1">
          {shown.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              role={role}
              describe={describe}
              onOpen={(id) => markRead.mutate({ ids: [id] })}
            />
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={pages.isFetchingNextPage}
          onClick={() => pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage && <Spinner />}
          {t("notifications.loadMore")}
        </Button>
      )}
    </section>
  );
}
