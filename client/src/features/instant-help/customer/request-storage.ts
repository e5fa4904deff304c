import type { CreateInstantJobBody } from "@domain/instant-help/schemas";

/** The request form as typed, possibly incomplete. */
export type RequestDraft = Partial<CreateInstantJobBody>;

/*
 * What survives a reload of /instant-help in this tab: the request being followed (so a reload
 * while searching resumes it) and a visitor's unsent form (kept across the trip to login).
 */
const ACTIVE_KEY = "instant-help-request";
const DRAFT_KEY = "instant-help-draft";

export type ActiveRequest = {
  jobId: string;
  /** Whose request it is: another account signing in on this tab does not inherit it. */
  userId: string;
  /** When the server confirmed it (ms since epoch): the searching counter starts here. */
  confirmedAt: number;
  /** What was asked, for Try Again. */
  draft: RequestDraft;
};

function read<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // No session storage: the request is followed until the page unloads.
  }
}

export const readActiveRequest = (userId: string): ActiveRequest | null => {
  const active = read<ActiveRequest>(ACTIVE_KEY);
  return active?.userId === userId && typeof active.jobId === "string" ? active : null;
};
export const saveActiveRequest = (active: ActiveRequest | null) => write(ACTIVE_KEY, active);

export const readDraft = () => read<RequestDraft>(DRAFT_KEY);
export const saveDraft = (draft: RequestDraft | null) => write(DRAFT_KEY, draft);
