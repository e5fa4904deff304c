import type { GATEWAY_PROVIDERS } from "@domain/payments/rules";
import type {
  Balance,
  CreatePayoutBody,
  Payment,
  PaymentCheckout,
  PaymentList,
  Payout,
  Statement,
} from "@domain/payments/schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { getByKey } from "@/lib/get-by-key";
import { paymentsKey, payoutsKey } from "@/lib/query-keys";

/** eSewa or Khalti: the gateways a customer pays through. */
export type Gateway = (typeof GATEWAY_PROVIDERS)[number];

const paymentsUrl = paymentsKey[0];
const payoutsUrl = payoutsKey[0];

/** A job's payments, newest first (its customer, its professional). */
export const jobPaymentsQuery = (jobId: string) =>
  queryOptions({ queryKey: [...paymentsKey, { jobId }], queryFn: getByKey<PaymentList> });

/** One payment: what a return from a gateway is told (paid or not). */
export const paymentQuery = (id: string) =>
  queryOptions({ queryKey: [...paymentsKey, id], queryFn: getByKey<Payment> });

/** The professional's balance: available, held, commission owed on cash, payouts on their way. */
export const balanceQuery = () =>
  queryOptions({ queryKey: [...payoutsKey, "balance"], queryFn: getByKey<Balance> });

/** A month "YYYY-MM" of the professional's earnings and payouts. */
export const statementQuery = (month: string) =>
  queryOptions({ queryKey: [...payoutsKey, "statement", { month }], queryFn: getByKey<Statement> });

/** The same statement as a CSV file (the server names it sipalu-statement-YYYY-MM.csv). */
export const statementCsvUrl = (month: string) =>
  `${payoutsUrl}/statement?${new URLSearchParams({ month, format: "csv" })}`;

/** The professional's payout requests, newest first. */
export const payoutsQuery = () =>
  queryOptions({ queryKey: payoutsKey, queryFn: getByKey<{ payouts: Payout[] }> });

export function useJobPayments(jobId: string, enabled: boolean) {
  return useQuery({ ...jobPaymentsQuery(jobId), enabled });
}

/** A payment moved: the job's payments, the balance and statement read again. */
function useInvalidatePayments() {
  const client = useQueryClient();
  return () =>
    Promise.all([paymentsKey, payoutsKey].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Pay for a job through a gateway (its customer), or record cash received (its professional): one
 * submit under one Idempotency-Key. A gateway's answer says where the browser goes next.
 */
export function useStartPayment() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: (body: { jobId: string; provider: Gateway | "cash" }) =>
      api.submit<PaymentCheckout>(paymentsUrl, body),
    onSuccess: (checkout) => (checkout.redirect ? undefined : invalidate()),
  });
}

export type PaymentStep =
  | { kind: "release" }
  | { kind: "confirm-cash" }
  | { kind: "dispute"; reason: string };

/** The customer's word on a payment: the work is done, the cash was paid, or a problem. */
export function usePaymentStep() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: PaymentStep }) => {
      const { kind, ...body } = step;
      return api.post<Payment>(`${paymentsUrl}/${id}/${kind}`, body);
    },
    onSuccess: invalidate,
  });
}

/** A payout request: one submit under one Idempotency-Key; the balance and the list read again. */
export function useRequestPayout() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: (body: CreatePayoutBody) => api.submit<Payout>(payoutsUrl, body),
    onSuccess: invalidate,
  });
}
