import type { AdminOrder } from "@domain/admin/schemas";
import { PackageCheck, Truck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/use-toast";
import { useSetOrderStatus } from "./api";
import { nextOrderStatus, orderNumber } from "./order-format";

/** "Mark shipped" for a placed order, "Mark delivered" for a shipped one; nothing otherwise. */
export function OrderAction({ order, className }: { order: AdminOrder; className?: string }) {
  const { t } = useTranslation();
  const setStatus = useSetOrderStatus();
  const next = nextOrderStatus(order.status);
  if (!next) return null;
  const number = orderNumber(order.id);
  const onClick = () =>
    setStatus.mutate(
      { id: order.id, status: next },
      {
        onSuccess: () =>
          toast({
            title:
              next === "shipped"
                ? t("admin.orders.shipped", { number })
                : t("admin.orders.delivered", { number }),
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: t("admin.orders.failed"),
            description: errorText(error),
            variant: "destructive",
          }),
      },
    );
  return (
    <Button onClick={onClick} disabled={setStatus.isPending} className={className}>
      {next === "shipped" ? <Truck aria-hidden="true" /> : <PackageCheck aria-hidden="true" />}
      {next === "shipped" ? t("admin.orders.markShipped") : t("admin.orders.markDelivered")}
      <span className="sr-only"> #{number}</span>
    </Button>
  );
}
