import type { Message } from "@domain/messages/schemas";
import { MessagesSquare } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { MessageBubble } from "@/components/message-bubble";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { OutboxItem } from "@/lib/outbox";
import { cn } from "@/lib/utils";
import { PendingMessage } from "./pending-message";

type ThreadMessagesProps = {
  me: string;
  messages: Message[];
  /** My messages waiting in the outbox, shown after the sent ones. */
  pending: OutboxItem[];
  status: "pending" | "error" | "success";
  error: string | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
};

/**
 * The scrolling list of bubbles, then my messages waiting to be sent. It stays at the bottom when a
 * message arrives and keeps the reader's place when older messages are put on top.
 */
export function ThreadMessages(props: ThreadMessagesProps) {
  const { me, messages, pending, status, error, hasOlder, loadingOlder, onLoadOlder } = props;
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: "", last: "", height: 0 });
  const first = messages[0]?.id ?? "";
  const last = pending.at(-1)?.id ?? messages.at(-1)?.id ?? "";

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = seen.current;
    if (last !== before.last) box.scrollTop = box.scrollHeight;
    else if (first !== before.first) box.scrollTop += box.scrollHeight - before.height;
    seen.current = { first, last, height: box.scrollHeight };
  }, [first, last]);

  const waiting = pending.map((item) => <PendingMessage key={item.id} item={item} />);
  const waitingLog = waiting.length > 0 && (
    <div role="log" aria-label={t("messages.threadLabel")} className="mt-3">
      <ol className="grid gap-2">{waiting}</ol>
    </div>
  );
  return (
    <div ref={scroller} className="flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-4">
      {status === "pending" ? (
        <div className="grid gap-3" role="status">
          <span className="sr-only">{t("app.loading")}</span>
          {[60, 40, 70, 50].map((width, index) => (
            <Skeleton
              key={width}
              className={cn("h-12 rounded-2xl", index % 2 ? "ml-auto" : "")}
              style={{ width: `${width}%` }}
            />
          ))}
          {waitingLog}
        </div>
      ) : status === "error" ? (
        <>
          <p role="alert" className="text-center text-destructive text-sm">
            {t("messages.threadError")} {error}
          </p>
          {waitingLog}
        </>
      ) : messages.length === 0 && waiting.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 text-center">
          <MessagesSquare className="size-10 text-muted-foreground/60" aria-hidden="true" />
          <p className="font-medium">{t("messages.noMessagesTitle")}</p>
          <p className="max-w-xs text-muted-foreground text-sm">{t("messages.noMessagesHint")}</p>
        </div>
      ) : (
        <>
          {hasOlder && (
            <div className="mb-3 flex justify-center">
              <Button variant="outline" size="sm" onClick={onLoadOlder} disabled={loadingOlder}>
                {loadingOlder ? t("app.loading") : t("messages.loadOlder")}
              </Button>
            </div>
          )}
          <div role="log" aria-label={t("messages.threadLabel")}>
            <ol className="grid gap-2">
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message} mine={message.senderId === me} />
              ))}
              {waiting}
            </ol>
          </div>
        </>
      )}
    </div>
  );
}
