import type { Order } from "@domain/shop/schemas";
import { MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { Skeleton } from "@/components/ui/skeleton";
import { WalletPay } from "@/components/wallet-pay";
import { cn } from "@/lib/utils";
import { CancelOrderButton } from "./cancel-order-button";
import { useShopDates } from "./date-format";
import { useShopFormat } from "./format";
import { OrderAmounts } from "./order-amounts";
import { awaitingPayment, OrderPaymentLine } from "./order-payment";
import { productHref } from "./product-card";
import { ProductImage } from "./product-image";

/** The short number people read out on the phone: the id's first 8 characters. */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

/** An order: number, date, status with its dates, lines, amounts, where it goes, and Cancel while placed. */
export function OrderCard({ order, highlight = false }: { order: Order; highlight?: boolean }) {
  const { t } = useTranslation();
  const format = { ...useShopFormat(), ...useShopDates() };
  const number = orderNumber(order.id);
  const steps = [
    order.shippedAt && t("shop.orders.shippedAt", { date: format.dateTime(order.shippedAt) }),
    order.deliveredAt && t("shop.orders.deliveredAt", { date: format.dateTime(order.deliveredAt) }),
    order.cancelledAt && t("shop.orders.cancelledAt", { date: format.dateTime(order.cancelledAt) }),
  ].filter(Boolean);
  return (
    <article
      aria-label={t("shop.orders.orderLabel", { number })}
      className={cn(
        "grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5",
        highlight && "border-primary/60 ring-1 ring-primary/30",
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold">
            <Link href={`/orders/${order.id}`} className="hover:text-primary hover:underline">
              {t("shop.orders.orderLabel", { number })}
            </Link>
          </h2>
          <p className="text-muted-foreground text-sm" title={format.bothCalendars(order.createdAt)}>
            {t("shop.orders.placedAt", { date: format.dateTime(order.createdAt) })}
          </p>
          {steps.map((step) => (
            <p key={step as string} className="text-muted-foreground text-sm">
              {step}
            </p>
          ))}
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <ul className="grid gap-3" aria-label={t("shop.orders.items")}>
        {order.lines.map((line) => (
          <li key={line.itemId} className="flex items-center gap-3 text-sm">
            <ProductImage
              imageUrl={line.imageUrl}
              category=""
              className="size-12 shrink-0 rounded-md"
              iconClassName="size-5"
            />
            <div className="min-w-0 flex-1">
              <Link
                href={productHref(line.itemId)}
                className="line-clamp-2 font-medium hover:text-primary hover:underline"
              >
                {line.name}
              </Link>
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
      <div className="grid gap-4 border-t pt-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5 text-sm">
          <p className="font-medium">{order.deliveryName}</p>
          <p className="flex items-start gap-2 text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="whitespace-pre-line">{order.deliveryAddress}</span>
          </p>
          <p className="flex items-center gap-2 text-muted-foreground">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {order.deliveryPhone}
          </p>
          <OrderPaymentLine order={order} />
        </div>
        <OrderAmounts subtotal={order.subtotal} deliveryFee={order.deliveryFee} total={order.total} />
      </div>
      {awaitingPayment(order) && (
        <section aria-label={t("shop.orders.payment.awaiting")} className="grid gap-2 border-t pt-4">
          <WalletPay
            sale={{ orderId: order.id }}
            initial={order.paymentMethod === "khalti" ? "khalti" : "esewa"}
          />
        </section>
      )}
      {order.status === "placed" && (
        <div className="flex justify-end">
          <CancelOrderButton orderId={order.id} />
        </div>
      )}
    </article>
  );
}

export function OrderCardSkeleton() {
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-5" aria-hidden="true">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-4 w-56" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
