import type { GATEWAY_PROVIDERS } from "@domain/payments/rules";
import type { Payment, PaymentCheckout } from "@domain/payments/schemas";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api } from "./api";
import { goToGateway } from "./gateway-redirect";
import { getByKey } from "./get-by-key";
import { paymentsKey } from "./query-keys";

/** eSewa or Khalti. */
export type Wallet = (typeof GATEWAY_PROVIDERS)[number];

/** What Sipalu sells itself and a customer pays online: a shop order, or a course fee (an enrolment). */
export type Sale = { orderId: string } | { enrollmentId: string };

/** One payment, as a return from a gateway reads it (paid or not). */
export const salePaymentQuery = (id: string) =>
  queryOptions({ queryKey: [...paymentsKey, id], queryFn: getByKey<Payment> });

/**
 * Pays an order or a course fee through eSewa or Khalti: the server starts the payment (one submit,
 * one Idempotency-Key) for the amount it knows, then the browser leaves for the gateway: eSewa's
 * signed form is posted, Khalti's page opened. The gateway sends it back to the order or course.
 */
export function useStartSalePayment() {
  return useMutation({
    mutationFn: ({ sale, provider }: { sale: Sale; provider: Wallet }) =>
      api.submit<PaymentCheckout>(paymentsKey[0], { ...sale, provider }),
    onSuccess: (checkout) => {
      if (checkout.redirect) goToGateway(checkout.redirect);
    },
  });
}
