import type { InstantJobState } from "@domain/instant-help/schemas";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorStatus } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/current-user";
import { toast } from "@/lib/use-toast";
import { useInstantState } from "./api";
import {
  type ActiveRequest,
  type RequestDraft,
  readActiveRequest,
  saveActiveRequest,
} from "./request-storage";

export type CustomerView = "idle" | "loading" | "error" | InstantJobState["view"];

/**
 * The customer's request from the moment the server confirms it: followed through
 * GET /api/jobs/:id/instant (live events refresh it, a poll backs them up), kept across a reload,
 * with the found / no-match toasts when it changes while watched.
 */
export function useInstantRequest() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const userId = user?.id ?? null;
  const [active, setActive] = useState<ActiveRequest | null>(null);
  // The request confirmed on this page (not resumed after a reload) shows searching at once.
  const [freshId, setFreshId] = useState<string | null>(null);
  // The view last seen for the request: a change from searching is what the toasts announce.
  const seen = useRef<{ jobId: string; view: CustomerView } | null>(null);

  // Resume the request kept for this user (read while rendering, so the form never flashes first).
  const [readFor, setReadFor] = useState<string | null>(null);
  if (readFor !== userId) {
    setReadFor(userId);
    setActive(userId ? readActiveRequest(userId) : null);
  }

  const jobId = active?.jobId ?? null;
  const query = useInstantState(userId ? jobId : null);
  const state = query.data?.jobId === jobId ? query.data : undefined;
  const status = query.error ? errorStatus(query.error) : undefined;

  const reset = () => {
    saveActiveRequest(null);
    seen.current = null;
    setActive(null);
  };

  // Someone else's or a vanished request (another account, a deleted job): back to the form.
  const gone = status === 403 || status === 404;
  useEffect(() => {
    if (!gone) return;
    saveActiveRequest(null);
    setActive(null);
  }, [gone]);

  useEffect(() => {
    if (!state) return;
    const before = seen.current;
    seen.current = { jobId: state.jobId, view: state.view };
    if (before?.jobId !== state.jobId || before.view !== "searching") return;
    if (state.view === "found" && state.professional) {
      const { firstName, lastName } = state.professional;
      toast({
        title: t("instantHelp.found.toastTitle"),
        description: t("instantHelp.found.toastDescription", { name: `${firstName} ${lastName}` }),
        variant: "success",
      });
    } else if (state.view === "no-match") {
      toast({ title: t("instantHelp.noMatch.title"), description: t("instantHelp.noMatch.description") });
    }
  }, [state, t]);

  const start = (newJobId: string, draft: RequestDraft) => {
    if (!userId) return;
    const next = { jobId: newJobId, userId, confirmedAt: Date.now(), draft };
    saveActiveRequest(next);
    seen.current = { jobId: newJobId, view: "searching" };
    setFreshId(newJobId);
    setActive(next);
  };

  let view: CustomerView = isLoading ? "loading" : "idle";
  if (active && !gone) {
    if (state) view = state.view;
    else if (query.isError) view = "error";
    // Just confirmed here: searching until the server says otherwise.
    else view = freshId === active.jobId ? "searching" : "loading";
  }

  return { view, active, state, query, start, reset, signedIn: Boolean(userId) };
}
