import type { CurrentUser } from "@domain/auth/user";
import { useQueryClient } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearch } from "wouter";
import { conversationsKey, threadsKey } from "@/lib/query-keys";
import { threadFromSearch } from "@/lib/thread-link";
import { cn } from "@/lib/utils";
import { useConversations, useUnreadCount } from "./api";
import { ConversationList } from "./conversation-list";
import { findConversation, threadKey } from "./thread-ref";
import { ThreadView } from "./thread-view";

/**
 * Until live events arrive, the polled unread count is the signal: when it goes up, something new
 * came in, so the list and the open thread are fetched again.
 */
function useRefreshOnNewMessages() {
  const queryClient = useQueryClient();
  const count = useUnreadCount().data?.count;
  const previous = useRef(count);
  useEffect(() => {
    if (count !== undefined && previous.current !== undefined && count > previous.current) {
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
      void queryClient.invalidateQueries({ queryKey: threadsKey });
    }
    previous.current = count;
  }, [count, queryClient]);
}

/**
 * /messages: my conversations and the open thread (?to=<userId>&jobId=<jobId>). Two columns on
 * wide screens; on phones the list and the thread are two screens, each filling the space between
 * the sticky header (and the offline notice under it) and the bottom nav like an app screen (the
 * composer never scrolls away).
 */
export function MessagesPage({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const search = useSearch();
  const thread = useMemo(() => threadFromSearch(search), [search]);
  const conversations = useConversations();
  useRefreshOnNewMessages();
  const activeKey = thread ? threadKey(thread) : null;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col bg-card max-md:fixed max-md:inset-x-0 max-md:top-[calc(65px+var(--offline-notice-height,0px))] max-md:bottom-0 max-md:z-30 max-md:pb-[calc(4rem+env(safe-area-inset-bottom))] md:bg-transparent md:px-4 md:py-6">
      <div className="grid h-full grid-cols-1 overflow-hidden bg-card md:h-[calc(100dvh-10.5rem)] md:min-h-[26rem] md:grid-cols-[minmax(17rem,22rem)_1fr] md:rounded-xl md:border md:shadow-sm">
        <section
          aria-labelledby="messages-title"
          className={cn("flex min-h-0 flex-col md:border-r", thread && "max-md:hidden")}
        >
          <h1 id="messages-title" className="border-b px-4 py-3.5 font-bold text-xl tracking-tight">
            {t("messages.title")}
          </h1>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ConversationList
              me={user}
              conversations={conversations.data}
              status={conversations.status}
              error={conversations.error}
              activeKey={activeKey}
            />
          </div>
        </section>
        <div className={cn("flex min-h-0 flex-col", !thread && "max-md:hidden")}>
          {thread ? (
            <ThreadView
              key={activeKey}
              me={user.id}
              thread={thread}
              conversation={findConversation(conversations.data, thread)}
              conversationsLoaded={conversations.isSuccess}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
              <MessageCircle className="size-12 text-muted-foreground/50" aria-hidden="true" />
              <p className="font-semibold">{t("messages.selectTitle")}</p>
              <p className="max-w-xs text-muted-foreground text-sm">{t("messages.selectHint")}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
