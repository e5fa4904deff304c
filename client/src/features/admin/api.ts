import type { AdminOverview, AdminUser, AdminUsersPage, AdminVerification } from "@domain/admin";
import type { UserRole } from "@domain/user";
import type { Verification, VerificationStatus } from "@domain/verification";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { professionalsKey } from "@/features/professionals/api";
import { api } from "@/lib/api";
import { queryKeyToUrl } from "@/lib/query-client";

const overviewKey = ["/api/admin/overview"] as const;
const verificationsKey = ["/api/admin/verifications"] as const;
const usersKey = ["/api/admin/users"] as const;

export function useAdminOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => api.get<AdminOverview>(overviewKey[0], signal),
    staleTime: 30_000,
  });
}

export function useAdminVerifications(status: VerificationStatus) {
  const key = [...verificationsKey, { status }];
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<AdminVerification[]>(queryKeyToUrl(key), signal),
    staleTime: 30_000,
  });
}

export type Review = { id: string; decision: "approve" | "reject"; adminNotes: string };

/** Approve or reject; the queue, the numbers and the directory (a new badge) are refreshed. */
export function useReviewVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, adminNotes }: Review) =>
      api.post<Verification>(`${verificationsKey[0]}/${id}/${decision}`, {
        adminNotes: adminNotes.trim() || undefined,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: verificationsKey });
      void queryClient.invalidateQueries({ queryKey: overviewKey });
      void queryClient.invalidateQueries({ queryKey: professionalsKey });
    },
  });
}

export type UserSearch = { q: string; role: UserRole | ""; page: number };

export function useAdminUsers(search: UserSearch) {
  const key = [...usersKey, search];
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<AdminUsersPage>(queryKeyToUrl(key), signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useSetSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suspend }: { id: string; suspend: boolean }) =>
      api.post<AdminUser>(`${usersKey[0]}/${id}/${suspend ? "suspend" : "reinstate"}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKey });
      void queryClient.invalidateQueries({ queryKey: overviewKey });
      void queryClient.invalidateQueries({ queryKey: professionalsKey });
    },
  });
}
