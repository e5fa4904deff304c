import type { OrderStatus } from "@domain/shop/catalogue";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const VARIANT = {
  placed: "brand",
  shipped: "warning",
  delivered: "success",
  cancelled: "destructive",
} as const satisfies Record<OrderStatus, string>;

/** A shop order's status: Placed, Shipped, Delivered or Cancelled, in its colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANT[status]}>{t(`shop.orders.status.${status}`)}</Badge>;
}
