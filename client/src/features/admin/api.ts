import type {
  AdminOrder,
  AdminOrdersPage,
  AdminOverview,
  AdminUser,
  AdminUsersPage,
  AdminVerification,
} from "@domain/admin/schemas";
import type { UserRole } from "@domain/auth/user";
import type { OrderStatus } from "@domain/shop/catalogue";
import type { Verification, VerificationStatus } from "@domain/verification/schemas";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";
import { professionalsKey } from "@/lib/query-keys";

const overviewKey = ["/api/admin/overview"] as const;
const verificationsKey = ["/api/admin/verifications"] as const;
const usersKey = ["/api/admin/users"] as const;
const ordersKey = ["/api/admin/orders"] as const;

export type UserSearch = { q: string; role: UserRole | ""; page: number };

export const adminOverviewQuery = () =>
  queryOptions({ queryKey: overviewKey, queryFn: getByKey<AdminOverview>, staleTime: 30_000 });

export const adminVerificationsQuery = (status: VerificationStatus) =>
  queryOptions({
    queryKey: [...verificationsKey, { status }],
    queryFn: getByKey<AdminVerification[]>,
    staleTime: 30_000,
  });

export const adminUsersQuery = (search: UserSearch) =>
  queryOptions({
    queryKey: [...usersKey, search],
    queryFn: getByKey<AdminUsersPage>,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export type OrderSearch = { status: OrderStatus | ""; page: number };

export const adminOrdersQuery = (search: OrderSearch) =>
  queryOptions({
    queryKey: [...ordersKey, search],
    queryFn: getByKey<AdminOrdersPage>,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const adminOrderQuery = (id: string) =>
  queryOptions({ queryKey: [...ordersKey, id], queryFn: getByKey<AdminOrder>, staleTime: 30_000 });

export function useAdminOrders(search: OrderSearch) {
  return useQuery(adminOrdersQuery(search));
}

export function useAdminOrder(id: string | null) {
  return useQuery({ ...adminOrderQuery(id ?? ""), enabled: id !== null });
}

/** Moves an order along (placed → shipped → delivered); the lists and the numbers are read again. */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: "shipped" | "delivered" }) =>
      api.patch<AdminOrder>(`/api/shop/orders/${id}/status`, { status }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: overviewKey });
    },
  });
}

/** Revokes an approval with its reason; the queue, the numbers and the directory (a lost badge) are read again. */
export function useRevokeVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<Verification>(`${verificationsKey[0]}/${id}/revoke`, { reason: reason.trim() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: verificationsKey });
      void queryClient.invalidateQueries({ queryKey: professionalsKey });
    },
  });
}

/** Where an admin previews a document inline (a PDF in a frame): only admins are served it. */
export const documentPreviewUrl = (id: string) => `${verificationsKey[0]}/${id}/document`;

export function useAdminOverview() {
  return useQuery(adminOverviewQuery());
}

export function useAdminVerifications(status: VerificationStatus) {
  return useQuery(adminVerificationsQuery(status));
}

export function useAdminUsers(search: UserSearch) {
  return useQuery(adminUsersQuery(search));
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
