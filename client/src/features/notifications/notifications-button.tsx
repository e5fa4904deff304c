import { Bell } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BadgedIconLink } from "@/components/badged-icon-link";
import { localDigits } from "@/lib/local-digits";
import { useUnreadNotifications } from "./unread";

/** The header's bell with the count of unread notifications; for signed-in users only. */
export function NotificationsButton() {
  const { t } = useTranslation();
  const count = useUnreadNotifications().data ?? 0;
  const label =
    count > 0 ? t("notifications.buttonUnread", { count: localDigits(count) }) : t("notifications.button");
  return <BadgedIconLink href="/notifications" icon={Bell} label={label} count={count} />;
}
