import { MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { localDigits } from "@/lib/local-digits";
import { useUnreadCount } from "./api";

const BADGE_MAX = 99;

/** The header's Messages button with the unread count; for signed-in users only. */
export function MessagesButton() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const count = useUnreadCount().data?.count ?? 0;
  const shown = localDigits(count > BADGE_MAX ? `${BADGE_MAX}+` : count);
  const label = count > 0 ? t("messages.buttonUnread", { count: localDigits(count) }) : t("messages.button");
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link href="/messages" aria-label={label} aria-current={path === "/messages" ? "page" : undefined}>
        <MessageCircle className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-primary px-1 font-semibold text-[10px] text-primary-foreground leading-none ring-2 ring-background"
          >
            {shown}
          </span>
        )}
      </Link>
    </Button>
  );
}
