import type { PaymentSettings } from "@domain/payments/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getByKey } from "./get-by-key";

/**
 * Sipalu's commission and whether payments go to the gateways' sandbox (GET /api/payments/settings):
 * the same for everyone and for the server's lifetime, read once a visit. The job dialog's payment
 * section, the Earnings page and the commission notes where professionals take work all read it.
 */
export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: ["/api/payments/settings"],
    queryFn: getByKey<PaymentSettings>,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentSettings() {
  return useQuery(paymentSettingsQuery());
}
