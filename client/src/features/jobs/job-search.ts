import type { JobStatus } from "@domain/jobs/status";
import type { JobFilters } from "./api";

/** The statuses of the Jobs page filter (SPEC §2); open is the default. */
export const STATUS_FILTERS = ["open", "in-progress", "completed"] as const satisfies readonly JobStatus[];
export const DEFAULT_STATUS = "open";

export type JobsView = "available" | "mine";

/** The Jobs page state kept in the URL: view=mine, skillCategory, location, status, job (the open dialog). */
export function readJobSearch(params: URLSearchParams) {
  const status = STATUS_FILTERS.find((value) => value === params.get("status")) ?? DEFAULT_STATUS;
  const filters: JobFilters = {
    skillCategory: params.get("skillCategory")?.trim() || undefined,
    location: params.get("location")?.trim() || undefined,
    status,
  };
  const view: JobsView = params.get("view") === "mine" ? "mine" : "available";
  return { view, filters, jobId: params.get("job") || null };
}

/** The URL parameters after a change; empty values and the default status are left out. */
export function withChanges(params: URLSearchParams, changes: Record<string, string | null | undefined>) {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    const keep =
      value && !(name === "status" && value === DEFAULT_STATUS) && !(name === "view" && value !== "mine");
    if (keep) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
