import type { CurrentUser } from "@domain/auth/user";
import type { LiveEvent } from "@domain/events/schemas";
import { useTranslation } from "react-i18next";
import { NotificationsPage } from "@/features/notifications/notifications-page";
import { routeLiveEvent } from "@/lib/live-event-table";
import { appLiveEvents } from "../live-event-table";

/**
 * /notifications: each notification says what its live event's toast said when it arrived, in
 * the language chosen now (the features' words, from the app's table of live events).
 */
export function NotificationsRoute({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const describe = (event: LiveEvent) => routeLiveEvent(appLiveEvents, event, { t, me: user.id }).toasts[0];
  return <NotificationsPage role={user.role} describe={describe} />;
}
