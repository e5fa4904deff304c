import type { UserRole } from "@domain/auth/user";
import type { LiveEvent } from "@domain/events/schemas";
import { notificationLink } from "@domain/notifications/links";
import type { Notification } from "@domain/notifications/schemas";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { RelativeTime } from "@/components/date-time";
import { cn } from "@/lib/utils";
import { KIND_ICONS } from "./kind-icons";

/** What a notification says: the words its live event's toast had, from the app's table. */
export type DescribeEvent = (event: LiveEvent) => { title: string; description?: string } | undefined;

/** One notification: what happened, when, a dot while unread; it opens where it is about. */
export function NotificationItem(props: {
  notification: Notification;
  role: UserRole;
  describe: DescribeEvent;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { notification } = props;
  const Icon = KIND_ICONS[notification.kind];
  const words = props.describe(notification.event) ?? {
    title: t(`notifications.kinds.${notification.kind}`),
  };
  const unread = notification.readAt === null;
  return (
    <li>
      <Link
        href={notificationLink(notification.event, props.role)}
        onClick={() => unread && props.onOpen(notification.id)}
        className={cn(
          "flex items-start gap-3 rounded-lg p-3 outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
          unread && "bg-primary/5",
        )}
      >
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-muted">
          <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className={cn("break-words", unread ? "font-semibold" : "font-medium")}>
            {unread && <span className="sr-only">{t("notifications.unread")}: </span>}
            {words.title}
          </span>
          {words.description && (
            <span className="break-words text-muted-foreground text-sm">{words.description}</span>
          )}
          <RelativeTime at={notification.createdAt} className="text-muted-foreground text-xs" />
        </span>
        {unread && <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" />}
      </Link>
    </li>
  );
}
