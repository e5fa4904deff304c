import type { Conversation } from "@domain/messages/schemas";
import { useEffect, useId, useRef } from "react";
import { errorText } from "@/lib/error-text";
import type { OpenThread } from "@/lib/thread-link";
import { useMarkRead, usePerson, useThread } from "./api";
import { Composer } from "./composer";
import { usePendingMessages } from "./pending-messages";
import { ThreadHeader } from "./thread-header";
import { ThreadMessages } from "./thread-messages";
import { hasUnreadFor, messagesOfPages } from "./thread-ref";

type ThreadViewProps = {
  me: string;
  thread: OpenThread;
  /** The thread's entry in my conversations, once they are loaded (none for a new thread). */
  conversation: Conversation | undefined;
  conversationsLoaded: boolean;
};

const wideScreen = () => window.matchMedia("(min-width: 768px)").matches;

/**
 * The open thread: who it is with, the messages, the composer. Opening it marks it read. Render
 * it keyed by the thread, so each thread starts afresh (scroll, draft, focus).
 */
export function ThreadView({ me, thread, conversation, conversationsLoaded }: ThreadViewProps) {
  const query = useThread(thread);
  const pending = usePendingMessages(thread);
  // Someone I have not talked to yet (a deep link): their public profile names them.
  const person = usePerson(conversationsLoaded && !conversation ? thread.with : undefined);
  const markRead = useMarkRead();
  const heading = useRef<HTMLHeadingElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const messages = messagesOfPages(query.data?.pages);
  const unread = hasUnreadFor(me, messages, conversation);

  // Opening a thread moves focus into it: the message box on wide screens, the heading on phones
  // (where focusing a text box would pop the keyboard up over the messages).
  useEffect(() => {
    (wideScreen() ? textarea.current : heading.current)?.focus({ preventScroll: true });
  }, []);

  const { mutate: markThreadRead, isPending: marking } = markRead;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per unread state, so a failed call is not retried in a loop
  useEffect(() => {
    if (unread && !marking) markThreadRead(thread);
  }, [unread]);

  const otherUser = conversation?.otherUser ?? person.data;
  const jobTitle = conversation?.job?.title ?? query.data?.pages[0]?.job?.title;
  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader
        person={otherUser}
        personLoading={!otherUser && (!conversationsLoaded || person.isFetching)}
        jobTitle={jobTitle}
        headingRef={heading}
        headingId={headingId}
      />
      <ThreadMessages
        me={me}
        messages={messages}
        pending={pending}
        status={query.status}
        error={query.error ? errorText(query.error) : undefined}
        hasOlder={query.hasNextPage}
        loadingOlder={query.isFetchingNextPage}
        onLoadOlder={() => void query.fetchNextPage()}
      />
      <Composer me={me} thread={thread} textareaRef={textarea} />
    </section>
  );
}
