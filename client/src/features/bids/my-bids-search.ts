import { BID_STATUSES } from "@domain/bids/rules";
import type { BidFilters } from "./api";

/** My Bids keeps its filters in the URL: ?status=pending&jobTitle=tap; "All" and empty are left out. */
export function readBidSearch(params: URLSearchParams): BidFilters {
  const status = BID_STATUSES.find((value) => value === params.get("status"));
  const jobTitle = params.get("jobTitle")?.trim() || undefined;
  return { status, jobTitle };
}

/** The URL parameters after a change: a value sets, null or blank clears, undefined leaves alone. */
export function withBidChanges(params: URLSearchParams, changes: Record<string, string | null | undefined>) {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const text = value?.trim();
    if (text) next.set(name, text);
    else next.delete(name);
  }
  return next;
}
