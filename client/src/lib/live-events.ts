import { STREAM_END_EVENT, type StreamEndReason } from "@domain/events/live-stream-rules";
import type { LiveEvent } from "@domain/events/schemas";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { signOutSuspended } from "./account-suspended";
import { currentUserKey } from "./current-user";
import { type LiveEventTable, routedEventTypes, routeLiveEvent } from "./live-event-table";
import { setLiveStreamOpen as setOpen } from "./live-stream-state";
import { toast } from "./use-toast";

// Only types and zod-free helpers from domain/: this must not pull zod in. Only signed-in users load
// it (app/live-stream.tsx); whether the stream is open is in ./live-stream-state. What each event
// does (queries to refresh, toasts) is the features' table (./live-event-table.ts): this file knows
// no feature.

export { isLiveStreamOpen, useLiveStreamOpen } from "./live-stream-state";

/** The event that tells an open tab its account was just suspended (domain/events/schemas.ts). */
const ACCOUNT_SUSPENDED_EVENT = "account.suspended" satisfies LiveEvent["type"];
/** EventSource.CLOSED: the browser has given up on the stream and will not reconnect by itself. */
const CLOSED = 2;
/** Waits before reopening a stream the server refused while the user is still signed in. */
const REOPEN_FIRST_MS = 5000;
const REOPEN_MAX_MS = 60_000;

function handle(table: LiveEventTable, event: LiveEvent, queryClient: QueryClient, t: TFunction, me: string) {
  const { refresh, toasts } = routeLiveEvent(table, event, { t, me });
  for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
  for (const notice of toasts) toast(notice);
}

/**
 * One EventSource for the signed-in user; the browser reconnects it (with Last-Event-ID) by itself
 * when the connection drops. It stops for good when the server says so (`stream.end`): the session
 * has ended, so the user is read again (signed out, the shell drops the stream and signed-in pages
 * go to login), or newer tabs took its place (this one keeps polling). When the browser gives up
 * (a refused reconnect: 401 after the session ended, or a proxy's error page) the user is read
 * again too, and the stream reopens later only if they are still signed in: no reconnect loop on a
 * dead session.
 */
export function useLiveEvents(userId: string | null, table: LiveEventTable) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let unmounted = false;
    let refusals = 0;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;

    const stop = () => {
      source?.close();
      source = null;
      setOpen(false);
    };
    const readUserAgain = () => queryClient.invalidateQueries({ queryKey: currentUserKey });
    const listener = (message: MessageEvent<string>) => {
      try {
        handle(table, JSON.parse(message.data) as LiveEvent, queryClient, t, userId);
      } catch {
        // A malformed event is skipped; the next one still arrives.
      }
    };
    const onEnd = (message: MessageEvent<string>) => {
      stop();
      let reason: StreamEndReason | undefined;
      try {
        reason = (JSON.parse(message.data) as { reason?: StreamEndReason }).reason;
      } catch {
        reason = undefined;
      }
      if (reason === "suspended") signOutSuspended();
      else if (reason !== "replaced") void readUserAgain();
    };
    // An admin suspended the account: the stream ends next, and the app signs out saying why.
    const onSuspended = () => {
      stop();
      signOutSuspended();
    };

    const open = () => {
      const current = new EventSource("/api/events");
      source = current;
      current.onopen = () => {
        refusals = 0;
        setOpen(true);
        // Whatever changed while the stream was down is fetched afresh.
        for (const queryKey of table.onOpen) void queryClient.invalidateQueries({ queryKey });
      };
      current.onerror = () => {
        setOpen(false);
        if (current.readyState !== CLOSED || source !== current) return;
        stop();
        void readUserAgain().then(() => {
          if (unmounted || source || !queryClient.getQueryData(currentUserKey)) return;
          const wait = Math.min(REOPEN_MAX_MS, REOPEN_FIRST_MS * 2 ** refusals);
          refusals += 1;
          reopenTimer = setTimeout(open, wait);
        });
      };
      current.addEventListener(STREAM_END_EVENT, onEnd);
      current.addEventListener(ACCOUNT_SUSPENDED_EVENT, onSuspended);
      for (const type of routedEventTypes(table)) current.addEventListener(type, listener);
    };

    open();
    return () => {
      unmounted = true;
      clearTimeout(reopenTimer);
      stop();
    };
  }, [userId, table, queryClient, t]);
}
