import type { LiveEvent } from "@domain/events";
import { STREAM_END_EVENT, type StreamEndReason } from "@domain/live-stream-rules";
import { toDevanagariDigits } from "@domain/money";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "./i18n";
import { setLiveStreamOpen as setOpen } from "./live-stream-state";
import { toast } from "./use-toast";

// Only types and zod-free helpers (money) from domain/: this must not pull zod in. Only signed-in
// users load it (app/live-stream.tsx); whether the stream is open is in ./live-stream-state.

export { isLiveStreamOpen, useLiveStreamOpen } from "./live-stream-state";

const EVENT_TYPES: LiveEvent["type"][] = [
  "bid.created",
  "bid.updated",
  "job.status",
  "message.created",
  "instant.request",
  "instant.closed",
  "verification.reviewed",
];
// Query keys are API paths (see each feature's api.ts), so a prefix refreshes all its queries.
const JOBS = ["/api/jobs"];
const BIDS = ["/api/bids"];
const MESSAGES = ["/api/messages"];
const INSTANT = ["/api/instant-help"];
const CURRENT_USER = ["/api/auth/user"];
const VERIFICATION = [["/api/verifications"], ["/api/users/profile"], CURRENT_USER, ["/api/professionals"]];
/** EventSource.CLOSED: the browser has given up on the stream and will not reconnect by itself. */
const CLOSED = 2;
/** Waits before reopening a stream the server refused while the user is still signed in. */
const REOPEN_FIRST_MS = 5000;
const REOPEN_MAX_MS = 60_000;

const kmFormat = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });
const km = (value: number) => {
  const text = kmFormat.format(value);
  return currentLanguage() === "ne" ? toDevanagariDigits(text) : text;
};

function handle(event: LiveEvent, queryClient: QueryClient, t: TFunction, me: string) {
  const refresh = (...keys: string[][]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  switch (event.type) {
    case "bid.created":
      refresh(JOBS, BIDS);
      toast({
        title: t("live.newBid"),
        description: t("live.newBidText", { name: event.professionalName, job: event.jobTitle }),
      });
      return;
    case "bid.updated":
      refresh(JOBS, BIDS);
      if (event.status === "accepted")
        toast({ title: t("live.bidAccepted"), description: event.jobTitle, variant: "success" });
      else if (event.status === "rejected")
        toast({ title: t("live.bidRejected"), description: event.jobTitle });
      return;
    case "job.status":
      refresh(JOBS, BIDS);
      if (event.actorId === me) return;
      // A direct hire answered: the customer hears whether it was accepted or declined.
      if (event.previousStatus === "offered" && event.status === "accepted")
        toast({ title: t("live.hireAccepted"), description: event.jobTitle, variant: "success" });
      else if (event.previousStatus === "offered" && event.status === "open")
        toast({ title: t("live.hireDeclined"), description: event.jobTitle });
      // Hired by bid: the professional's bid.updated toast already says so.
      else if (!(event.status === "accepted" && event.bidId))
        toast({ title: t(`live.jobStatus.${event.status}`), description: event.jobTitle });
      return;
    case "message.created":
      refresh(MESSAGES);
      toast({ title: t("live.newMessage", { name: event.senderName }) });
      return;
    case "instant.request":
      refresh(INSTANT);
      toast({
        title: t("live.newInstantRequest"),
        description: t("live.newInstantRequestText", { title: event.title, distance: km(event.distanceKm) }),
      });
      return;
    case "instant.closed":
      refresh(INSTANT);
      return;
    case "verification.reviewed": {
      refresh(...VERIFICATION);
      const type = t(`verification.types.${event.verificationType}`);
      if (event.status === "approved")
        toast({ title: t("verification.live.approved"), description: type, variant: "success" });
      else
        toast({
          title: t("verification.live.rejected"),
          description: event.adminNotes ? `${type}: ${event.adminNotes}` : type,
          variant: "destructive",
        });
      return;
    }
  }
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
export function useLiveEvents(userId: string | null) {
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
    const readUserAgain = () => queryClient.invalidateQueries({ queryKey: CURRENT_USER });
    const listener = (message: MessageEvent<string>) => {
      try {
        handle(JSON.parse(message.data) as LiveEvent, queryClient, t, userId);
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
      if (reason !== "replaced") void readUserAgain();
    };

    const open = () => {
      const current = new EventSource("/api/events");
      source = current;
      current.onopen = () => {
        refusals = 0;
        setOpen(true);
        // Whatever changed while the stream was down is fetched afresh.
        void queryClient.invalidateQueries({ queryKey: MESSAGES });
      };
      current.onerror = () => {
        setOpen(false);
        if (current.readyState !== CLOSED || source !== current) return;
        stop();
        void readUserAgain().then(() => {
          if (unmounted || source || !queryClient.getQueryData(CURRENT_USER)) return;
          const wait = Math.min(REOPEN_MAX_MS, REOPEN_FIRST_MS * 2 ** refusals);
          refusals += 1;
          reopenTimer = setTimeout(open, wait);
        });
      };
      current.addEventListener(STREAM_END_EVENT, onEnd);
      for (const type of EVENT_TYPES) current.addEventListener(type, listener);
    };

    open();
    return () => {
      unmounted = true;
      clearTimeout(reopenTimer);
      stop();
    };
  }, [userId, queryClient, t]);
}
