import type { LiveEvent } from "@domain/events";
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
const VERIFICATION = [
  ["/api/verifications"],
  ["/api/users/profile"],
  ["/api/auth/user"],
  ["/api/professionals"],
];

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

/** One EventSource for the signed-in user; the browser reconnects it (with Last-Event-ID) by itself. */
export function useLiveEvents(userId: string | null) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events");
    source.onopen = () => {
      setOpen(true);
      // Whatever changed while the stream was down is fetched afresh.
      void queryClient.invalidateQueries({ queryKey: MESSAGES });
    };
    source.onerror = () => {
      setOpen(false);
    };
    const listener = (message: MessageEvent<string>) => {
      try {
        handle(JSON.parse(message.data) as LiveEvent, queryClient, t, userId);
      } catch {
        // A malformed event is skipped; the next one still arrives.
      }
    };
    for (const type of EVENT_TYPES) source.addEventListener(type, listener);
    return () => {
      setOpen(false);
      source.close();
    };
  }, [userId, queryClient, t]);
}
