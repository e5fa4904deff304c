import type { Payment } from "@domain/payments/schemas";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleX, Hourglass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useReturnedPaymentId } from "@/lib/returned-payment";
import { salePaymentQuery } from "@/lib/sale-payment";
import { cn } from "@/lib/utils";

/**
 * Back from eSewa or Khalti, the server sends the browser to the order or course with
 * `payment=<id>`: this says whether it is paid now, from the payment's status (asked again while
 * the gateway has not answered). The parameter leaves the address at once, so a reload does not
 * say it twice. `about` tells the payment is this page's.
 */
export function PaymentReturnNotice({ about }: { about: (payment: Payment) => boolean }) {
  const { t } = useTranslation();
  const paymentId = useReturnedPaymentId();
  const payment = useQuery({
    ...salePaymentQuery(paymentId ?? ""),
    enabled: Boolean(paymentId),
    refetchInterval: (query) => (query.state.data?.status === "pending" ? 3000 : false),
  });
  if (!payment.data || !about(payment.data)) return null;
  const { status } = payment.data;
  // Orders and course fees are paid only through a wallet.
  const provider = payment.data.provider === "khalti" ? "khalti" : "esewa";
  const state = status === "released" ? "paid" : status === "pending" ? "checking" : "notPaid";
  const Icon = { paid: CircleCheck, checking: Hourglass, notPaid: CircleX }[state];
  return (
    <p
      role="status"
      className={cn(
        "flex items-start gap-2 rounded-lg p-3 font-medium text-sm",
        state === "paid" ? "bg-success/10" : "bg-warning/10",
      )}
    >
      <Icon
        className={cn(
          "mt-0.5 size-4 shrink-0",
          state === "paid" ? "text-success" : "text-warning-foreground",
        )}
        aria-hidden="true"
      />
      {t(`salePayments.${state}`, { provider: t(`payments.provider.${provider}`) })}
    </p>
  );
}
