import type { LoginBody, SignupBody } from "@domain/auth/schemas";
import type { CurrentUser } from "@domain/auth/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { forgetOfflineData } from "@/lib/offline-start";
import { platform } from "@/lib/platform";

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

/**
 * Logs out, then clears every cached query, the reads saved for offline use and the outbox, and
 * reloads at / (also when the call fails). In the native app the phone stops receiving the
 * person's pushes first, while the session still lets it say so.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (platform() !== "web")
        await import("@/lib/native-push").then((m) => m.turnOffNativePush()).catch(() => {});
      return api.post<void>("/api/auth/logout");
    },
    onError: (error) => console.error("Logout failed", error),
    onSettled: async () => {
      queryClient.clear();
      await forgetOfflineData();
      window.location.assign("/");
    },
  });
}
