import type { CurrentUser } from "@domain/auth/user";
import { type QueryState, queryOptions, useQuery } from "@tanstack/react-query";
import { isSuspendedError, signOutSuspended } from "./account-suspended";
import { api } from "./api";
import { errorStatus } from "./api-error";

/** The signed-in user (or null): the header, the route guards and every feature read it. */
export const currentUserKey = ["/api/auth/user"] as const;

async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>(currentUserKey[0], signal);
  } catch (error) {
    // 401 is the normal answer for a visitor: no user, not an error. A suspended account's session
    // is over too (the answer ended it), after the app has been told (lib/account-suspended.ts).
    if (errorStatus(error) === 401) return null;
    if (isSuspendedError(error)) {
      signOutSuspended();
      return null;
    }
    throw error;
  }
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  });

/**
 * Whether the app still waits for the first answer about who is signed in. Only the first: a call
 * that failed with nobody saved (offline, server down) leaves the query with no data, so each
 * component reading the user that mounts asks again, and the query counts as pending again while it
 * does. Counting that as loading would put the loading screen in place of the page, whose components
 * then mount again and ask again, without end (a visitor reloading offline).
 */
export function isFirstUserLoad(state: Pick<QueryState, "status" | "fetchStatus" | "errorUpdateCount">) {
  return state.status === "pending" && state.fetchStatus !== "idle" && state.errorUpdateCount === 0;
}

/**
 * The signed-in user, or null. The user saved for offline use (lib/query-persist.ts) shows at once
 * and stays while the call fails (offline, server down); only a 401 signs them out. A failing call
 * with nobody saved counts as logged out, so the app still renders for visitors, also while it is
 * asked again.
 */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery());
  return { user: query.data ?? null, isLoading: isFirstUserLoad(query) };
}
