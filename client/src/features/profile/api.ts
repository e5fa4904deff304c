import type { ChangePasswordBody } from "@domain/auth/schemas";
import type { Profile, UpdateProfileBody } from "@domain/profile/schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api";
import { currentUserKey } from "@/lib/current-user";
import { getByKey } from "@/lib/get-by-key";
import { myProfileKey, professionalsKey } from "@/lib/query-keys";
import { toast } from "@/lib/use-toast";

/** The signed-in user's own editable profile. */
export const myProfileQuery = () => queryOptions({ queryKey: myProfileKey, queryFn: getByKey<Profile> });

export function useMyProfile() {
  return useQuery(myProfileQuery());
}

/**
 * PATCH the profile; on success the profile, the current user (header, role) and the directory's
 * cards are refreshed, with the toasts of SPEC §8.
 */
export function useUpdateProfile() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.patch<Profile>(myProfileKey[0], body),
    onSuccess: (profile) => {
      queryClient.setQueryData(myProfileKey, profile);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      void queryClient.invalidateQueries({ queryKey: professionalsKey });
      toast({ title: t("profile.updated"), variant: "success" });
    },
    onError: () =>
      toast({
        title: t("profile.errorTitle"),
        description: t("profile.errorDescription"),
        variant: "destructive",
      }),
  });
}

/** POST a password change; the server ends this user's other sessions, this one stays signed in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post<void>("/api/auth/password", body),
  });
}
