import type { Verification } from "@domain/verification/schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { currentUserKey } from "@/lib/current-user";
import { getByKey } from "@/lib/get-by-key";
import { myProfileKey } from "@/lib/query-keys";
import { type UploadInput, uploadVerification } from "./upload-request";

export const myVerificationsKey = ["/api/verifications"] as const;

/** My submitted documents, newest first. */
export const myVerificationsQuery = () =>
  queryOptions({ queryKey: myVerificationsKey, queryFn: getByKey<Verification[]> });

export function useMyVerifications() {
  return useQuery(myVerificationsQuery());
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
      void queryClient.invalidateQueries({ queryKey: myProfileKey });
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
  return { ...mutation, progress };
}
