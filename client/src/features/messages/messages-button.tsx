import { MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BadgedIconLink } from "@/components/badged-icon-link";
import { localDigits } from "@/lib/local-digits";
import { useUnreadCount } from "./api";

/** The header's Messages button with the unread count; for signed-in users only. */
export function MessagesButton() {
  const { t } = useTranslation();
  const count = useUnreadCount().data?.count ?? 0;
  const label = count > 0 ? t("messages.buttonUnread", { count: localDigits(count) }) : t("messages.button");
  return <BadgedIconLink href="/messages" icon={MessageCircle} label={label} count={count} />;
}
