import type { CurrentUser } from "@domain/auth/user";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { errorStatus } from "./api-error";

/** The signed-in user (or null): the header, the route guards and every feature read it. */
export const currentUserKey = ["/api/auth/user"] as const;

async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>(currentUserKey[0], signal);
  } catch (error) {
    // 401 is the normal answer for a visitor: no user, not an error.
    if (errorStatus(error) === 401) return null;
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
 * The signed-in user, or null. A failing call (server down) also counts as logged out, so the
 * app still renders for visitors.
 */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery());
  return { user: query.data ?? null, isLoading: query.isPending && query.fetchStatus !== "idle" };
}
