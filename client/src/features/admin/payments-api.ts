import type { PayoutStatus } from "@domain/payments/rules";
import type { DisputeCase, Payment, Payout, ResolveDisputeBody } from "@domain/payments/schemas";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";

const payoutsKey = ["/api/admin/payouts"] as const;
const disputesKey = ["/api/admin/disputes"] as const;
const refundsKey = ["/api/admin/refunds"] as const;

export type DisputeStatus = "open" | "resolved";

/** Payout requests by status, oldest first: the queue is the requested ones. */
export const adminPayoutsQuery = (status: PayoutStatus) =>
  queryOptions({
    queryKey: [...payoutsKey, { status }],
    queryFn: getByKey<{ payouts: Payout[] }>,
    placeholderData: keepPreviousData,
  });

/** Reported problems: open ones oldest first, or resolved ones newest first. */
export const adminDisputesQuery = (status: DisputeStatus) =>
  queryOptions({
    queryKey: [...disputesKey, { status }],
    queryFn: getByKey<{ disputes: DisputeCase[] }>,
    placeholderData: keepPreviousData,
  });

/** eSewa refunds decided and not yet sent (eSewa has no refund API). */
export const adminRefundsQuery = () =>
  queryOptions({ queryKey: refundsKey, queryFn: getByKey<{ payments: Payment[] }> });

export const useAdminPayouts = (status: PayoutStatus) => useQuery(adminPayoutsQuery(status));
export const useAdminDisputes = (status: DisputeStatus) => useQuery(adminDisputesQuery(status));
export const useAdminRefunds = () => useQuery(adminRefundsQuery());

/** Refreshes the admin's payment queues after a decision. */
function useInvalidate(...keys: (readonly string[])[]) {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export type PayoutDecision = { kind: "paid"; reference: string } | { kind: "reject"; note: string };

/** Marks a requested payout sent (with the wallet's or bank's reference) or rejects it with a note. */
export function useDecidePayout() {
  const invalidate = useInvalidate(payoutsKey);
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: PayoutDecision }) => {
      const { kind, ...body } = decision;
      return api.post<Payout>(`${payoutsKey[0]}/${id}/${kind}`, body);
    },
    onSuccess: invalidate,
  });
}

/** Decides a dispute: release, refund in full, or refund part; both sides see the note. */
export function useResolveDispute() {
  const invalidate = useInvalidate(disputesKey, refundsKey);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResolveDisputeBody }) =>
      api.post<Payment>(`${disputesKey[0]}/${id}/resolve`, body),
    onSuccess: invalidate,
  });
}

/** Records an eSewa refund sent by hand, under eSewa's reference. */
export function useSettleRefund() {
  const invalidate = useInvalidate(refundsKey);
  return useMutation({
    mutationFn: ({ id, reference }: { id: string; reference: string }) =>
      api.post<Payment>(`${refundsKey[0]}/${id}/settled`, { reference }),
    onSuccess: invalidate,
  });
}
