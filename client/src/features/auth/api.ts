import type { LoginBody, SignupBody } from "@domain/auth";
import type { CurrentUser } from "@domain/user";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { errorStatus } from "@/lib/api-error";

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

/**
 * The signed-in user, or null. A failing call (server down) also counts as logged out, so the
 * app still renders for visitors.
 */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isPending && query.fetchStatus !== "idle" };
}

// Login and signup end in a full page load of / (SPEC §8), which reads the user afresh; updating
// the cache here would re-render the shell as signed in while that reload is on its way.
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<CurrentUser>("/api/auth/login", body),
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupBody) => api.post<CurrentUser>("/api/auth/signup", body),
  });
}

/** Logs out, then clears every cached query and reloads at / (also when the call fails). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>("/api/auth/logout"),
    onError: (error) => console.error("Logout failed", error),
    onSettled: () => {
      queryClient.clear();
      window.location.assign("/");
    },
  });
}
