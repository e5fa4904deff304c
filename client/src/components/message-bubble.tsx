import type { Message } from "@domain/messages/schemas";
import { useTranslation } from "react-i18next";
import { dateInBothCalendars } from "@/lib/dates";
import { currentLanguage } from "@/lib/i18n";
import { formatMessageTime } from "@/lib/message-time";
import { cn } from "@/lib/utils";

/** One chat bubble: mine on the right in the brand colour, theirs on the left. */
export function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  const { t } = useTranslation();
  const time = formatMessageTime(message.createdAt, currentLanguage());
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 shadow-xs sm:max-w-[70%]",
          mine ? "rounded-br-md bg-brand-blue text-brand-blue-foreground" : "rounded-bl-md border bg-card",
        )}
      >
        <span className="sr-only">{mine ? t("messages.youSaid") : t("messages.theySaid")}</span>
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{message.content}</p>
        <time
          dateTime={message.createdAt}
          title={dateInBothCalendars(message.createdAt, currentLanguage())}
          className={cn(
            "mt-1 block text-right text-[11px]",
            mine ? "text-brand-blue-foreground/75" : "text-muted-foreground",
          )}
        >
          {time}
        </time>
      </div>
    </li>
  );
}
