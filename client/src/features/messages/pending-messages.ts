import type { SendMessageBody } from "@domain/messages/schemas";
import type { OutboxItem } from "@/lib/outbox";
import { sendLater, useOutboxItems } from "@/lib/outbox-sync";
import { messagesKey } from "@/lib/query-keys";
import type { OpenThread } from "@/lib/thread-link";
import type { MessageToSend } from "./api";

// Apart from api.ts, which the header loads: the outbox is for the messages page only.

/**
 * Keeps a message in the outbox (offline, or the network failed), under the key it was sent with:
 * it shows in its thread as waiting and is sent when the connection is back.
 */
export function sendMessageLater(userId: string, { body, key }: MessageToSend) {
  return sendLater({ id: key, userId, kind: "message", url: messagesKey[0], body, refresh: [messagesKey] });
}

/** The messages of `thread` waiting in the outbox (or refused), oldest first. */
export function usePendingMessages(thread: OpenThread): OutboxItem[] {
  return useOutboxItems().filter((item) => {
    if (item.kind !== "message") return false;
    const body = item.body as SendMessageBody;
    return body.receiverId === thread.with && (body.jobId ?? null) === thread.jobId;
  });
}
