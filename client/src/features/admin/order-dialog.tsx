import type { AdminOrder } from "@domain/admin/schemas";
import { fullName } from "@domain/auth/user-rules";
import { Banknote, Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminOrder } from "./api";
import { OrderAction } from "./order-action";
import { orderFormat, orderNumber } from "./order-format";

/** One order in full (read afresh): who, what, where to, when, how much, and its next step. */
export function OrderDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useAdminOrder(orderId);
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="max-h-[90dvh] max-w-lg overflow-y-auto">
        {query.data ? (
          <OrderDetails order={query.data} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{orderId ? `#${orderNumber(orderId)}` : ""}</DialogTitle>
              <DialogDescription>
                {query.isError ? t("admin.orders.loadFailed") : t("app.loading")}
              </DialogDescription>
            </DialogHeader>
            {!query.isError && <Skeleton className="h-64" />}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const format = orderFormat();
  const steps = [
    t("shop.orders.placedAt", { date: format.dateTime(order.createdAt) }),
    order.shippedAt && t("shop.orders.shippedAt", { date: format.dateTime(order.shippedAt) }),
    order.deliveredAt && t("shop.orders.deliveredAt", { date: format.dateTime(order.deliveredAt) }),
    order.cancelledAt && t("shop.orders.cancelledAt", { date: format.dateTime(order.cancelledAt) }),
  ].filter((step): step is string => Boolean(step));
  return (
    <div className="grid gap-5">
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle>{t("shop.orders.orderLabel", { number: orderNumber(order.id) })}</DialogTitle>
          <OrderStatusBadge status={order.status} />
        </div>
        <DialogDescription>{fullName(order.customer)}</DialogDescription>
      </DialogHeader>

      <section aria-label={t("admin.orders.customer")} className="grid gap-1 text-sm">
        <h3 className="font-semibold">{t("admin.orders.customer")}</h3>
        <p>{fullName(order.customer)}</p>
        <p className="flex items-center gap-2 break-all text-muted-foreground">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          {order.customer.email}
        </p>
      </section>

      <section aria-label={t("shop.orders.items")} className="grid gap-2">
        <h3 className="font-semibold text-sm">{t("shop.orders.items")}</h3>
        <ul className="grid gap-2 text-sm">
          {order.lines.map((line) => (
            <li key={line.itemId} className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">{line.name}</p>
                <p className="text-muted-foreground">
                  {t("shop.orders.lineDetail", {
                    quantity: format.number(line.quantity),
                    price: format.money(line.unitPrice),
                  })}
                </p>
              </div>
              <p className="shrink-0 font-medium">{format.money(line.lineTotal)}</p>
            </li>
          ))}
        </ul>
        <dl className="grid gap-1.5 border-t pt-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t("admin.orders.subtotal")}</dt>
            <dd>{format.money(order.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t("admin.orders.deliveryFee")}</dt>
            <dd>{format.money(order.deliveryFee)}</dd>
          </div>
          <div className="flex justify-between gap-4 font-semibold">
            <dt>{t("admin.orders.total")}</dt>
            <dd>{format.money(order.total)}</dd>
          </div>
        </dl>
      </section>

      <section aria-label={t("admin.orders.delivery")} className="grid gap-1.5 text-sm">
        <h3 className="font-semibold">{t("admin.orders.delivery")}</h3>
        <p className="font-medium">{order.deliveryName}</p>
        <p className="flex items-start gap-2 text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="whitespace-pre-line">{order.deliveryAddress}</span>
        </p>
        <p className="flex items-center gap-2 text-muted-foreground">
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          <a href={`tel:${order.deliveryPhone}`} className="underline-offset-4 hover:underline">
            {order.deliveryPhone}
          </a>
        </p>
        <p className="flex items-center gap-2 text-muted-foreground">
          <Banknote className="size-4 shrink-0" aria-hidden="true" />
          {t("admin.orders.cashOnDelivery")}
        </p>
      </section>

      <section aria-label={t("admin.orders.timeline")} className="grid gap-1 text-sm">
        <h3 className="font-semibold">{t("admin.orders.timeline")}</h3>
        <ol className="grid gap-0.5 text-muted-foreground">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <div className="flex justify-end">
        <OrderAction order={order} className="w-full sm:w-auto" />
      </div>
    </div>
  );
}
