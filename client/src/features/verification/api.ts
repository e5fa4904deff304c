import type { Verification } from "@domain/verification";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "@/lib/api";
import { currentUserKey } from "@/lib/current-user";
import { type UploadInput, uploadVerification } from "./upload-request";

export const myVerificationsKey = ["/api/verifications"] as const;

/** My submitted documents, newest first. */
export function useMyVerifications() {
  return useQuery({
    queryKey: myVerificationsKey,
    queryFn: ({ signal }) => api.get<Verification[]>(myVerificationsKey[0], signal),
  });
}

/** Uploads one document; `progress` runs from 0 to 1 while it is sent. */
export function useUploadVerification() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (input: UploadInput) => {
      setProgress(0);
      return uploadVerification(input, setProgress);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myVerificationsKey });
      void queryClient.invalidateQueries({ queryKey: ["/api/users/profile"] });
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
  return { ...mutation, progress };
}
