import type { ChangePasswordBody } from "@domain/auth/schemas";
import type { Profile, UpdateProfileBody } from "@domain/profile/schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api";
import { toApiError } from "@/lib/api-error";
import { currentUserKey } from "@/lib/current-user";
import { getByKey } from "@/lib/get-by-key";
import { myProfileKey, peopleKey, professionalsKey } from "@/lib/query-keys";
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

/** PUT /api/users/profile/photo as multipart (one file in `photo`); a refusal rejects with an ApiError. */
async function putProfilePhoto(photo: Blob): Promise<Profile> {
  const form = new FormData();
  const extension = photo.type === "image/webp" ? "webp" : photo.type === "image/png" ? "png" : "jpg";
  form.append("photo", photo, `profile-photo.${extension}`);
  const response = await fetch(`${myProfileKey[0]}/photo`, {
    method: "PUT",
    credentials: "include",
    headers: { Accept: "application/json" },
    body: form,
  });
  const text = await response.text();
  if (!response.ok) {
    throw toApiError(response.status, response.statusText, text, response.headers.get("Retry-After"));
  }
  return JSON.parse(text) as Profile;
}

/**
 * Sets (a photo) or removes (null) my profile photo; the profile, the signed-in user (the header's
 * avatar) and every card and dashboard that shows it are read afresh.
 */
export function useProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: Blob | null) =>
      photo ? putProfilePhoto(photo) : api.delete<Profile>(`${myProfileKey[0]}/photo`),
    onSuccess: (profile) => {
      queryClient.setQueryData(myProfileKey, profile);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      void queryClient.invalidateQueries({ queryKey: professionalsKey });
      void queryClient.invalidateQueries({ queryKey: peopleKey });
    },
  });
}
