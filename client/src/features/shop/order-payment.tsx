import type { Order } from "@domain/shop/schemas";
import { Banknote, CircleCheck, CircleX, Hourglass, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useShopDates } from "./date-format";

/** An order to be paid online that is not paid yet and can still be. */
export const awaitingPayment = (order: Order) =>
  order.status === "placed" && order.paymentMethod !== "cash-on-delivery" && !order.paidAt;

/** How an order is paid: cash on delivery, paid with eSewa or Khalti, awaiting payment, refunded. */
function paymentState(order: Order) {
  if (order.paidAt) return "paid";
  if (order.refundedAt) return "refunded";
  if (order.paymentMethod === "cash-on-delivery") return "cashOnDelivery";
  return order.status === "placed" ? "awaiting" : "notPaid";
}

const ICONS = {
  paid: CircleCheck,
  refunded: Undo2,
  cashOnDelivery: Banknote,
  awaiting: Hourglass,
  notPaid: CircleX,
};

export function OrderPaymentLine({ order }: { order: Order }) {
  const { t } = useTranslation();
  const dates = useShopDates();
  const state = paymentState(order);
  const Icon = ICONS[state];
  const provider =
    order.paymentMethod === "cash-on-delivery" ? "" : t(`payments.provider.${order.paymentMethod}`);
  const when = order.paidAt ?? order.refundedAt;
  return (
    <p className="flex items-center gap-2 text-muted-foreground">
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {t(`shop.orders.payment.${state}`, { provider })}
        {when && ` · ${dates.dateTime(when)}`}
      </span>
    </p>
  );
}
