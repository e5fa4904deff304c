import { fullName } from "@domain/auth/user-rules";
import type { Conversation } from "@domain/messages/schemas";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { RelativeTime } from "@/components/date-time";
import { localDigits } from "@/lib/local-digits";
import { threadHref } from "@/lib/thread-link";
import { cn } from "@/lib/utils";
import { PersonAvatar } from "./person-avatar";

/** A row of the conversations list: who, about what, the last message, when, and how many unread. */
export function ConversationItem({
  conversation,
  me,
  active,
}: {
  conversation: Conversation;
  me: string;
  active: boolean;
}) {
  const { t } = useTranslation();
  const { otherUser, job, lastMessage, unreadCount, updatedAt } = conversation;
  const mine = lastMessage.senderId === me;
  const unread = unreadCount > 0;
  return (
    <li>
      <Link
        href={threadHref({ with: otherUser.id, jobId: job?.id ?? null })}
        aria-current={active ? "true" : undefined}
        className={cn(
          "flex gap-3 px-3 py-3 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-4",
          active ? "bg-accent" : "hover:bg-accent/60",
        )}
      >
        <PersonAvatar person={otherUser} className="size-11" />
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
          <div className="flex items-baseline gap-2">
            <span className={cn("truncate", unread ? "font-bold" : "font-semibold")}>
              {fullName(otherUser)}
            </span>
            <RelativeTime at={updatedAt} className="ml-auto shrink-0 text-muted-foreground text-xs" />
          </div>
          <span className="truncate text-brand-blue text-xs">
            {job ? job.title : t("messages.generalConversation")}
          </span>
          <div className="flex items-center gap-2">
            <span className={cn("truncate text-sm", unread ? "text-foreground" : "text-muted-foreground")}>
              {mine ? t("messages.youPrefix", { text: lastMessage.content }) : lastMessage.content}
            </span>
            {unread && (
              <span className="ml-auto flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-[11px] text-primary-foreground">
                <span aria-hidden="true">{localDigits(unreadCount)}</span>
                <span className="sr-only">
                  {t("messages.unreadCount", { count: localDigits(unreadCount) })}
                </span>
              </span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}
