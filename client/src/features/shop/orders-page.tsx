import { AlertCircle, ArrowLeft, Package } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PaymentReturnNotice } from "@/components/payment-return-notice";
import { Button } from "@/components/ui/button";
import { errorStatus } from "@/lib/api-error";
import { useRequireAuth } from "@/lib/use-require-auth";
import { useOrder, useOrders } from "./api";
import { OrderCard, OrderCardSkeleton } from "./order-card";

/** /orders: my orders, newest first, with their status. */
export function OrdersPage() {
  const { t } = useTranslation();
  const { user } = useRequireAuth();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("shop.orders.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("shop.orders.subtitle")}</p>
      </div>
      {user ? <OrderHistory /> : <OrderCardSkeleton />}
    </div>
  );
}

function OrderHistory() {
  const { t } = useTranslation();
  const orders = useOrders();
  if (orders.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          {t("shop.loading")}
        </span>
        <OrderCardSkeleton />
        <OrderCardSkeleton />
      </div>
    );
  }
  if (orders.isError) return <LoadFailed onRetry={() => orders.refetch()} />;
  if (orders.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
        <Package className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t("shop.orders.empty")}</p>
        <Button asChild>
          <Link href="/marketplace">{t("shop.cart.browse")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-4">
      {orders.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

/** /orders/:id: one of my orders (where checkout lands). */
export function OrderPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { user } = useRequireAuth();
  const order = useOrder(id, Boolean(user));
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link href="/orders">
          <ArrowLeft aria-hidden="true" />
          {t("shop.orders.all")}
        </Link>
      </Button>
      {!user || order.isPending ? (
        <OrderCardSkeleton />
      ) : order.isError ? (
        errorStatus(order.error) === 404 ? (
          <p className="rounded-xl border border-dashed px-4 py-12 text-center font-medium">
            {t("shop.orders.notFound")}
          </p>
        ) : (
          <LoadFailed onRetry={() => order.refetch()} />
        )
      ) : (
        <>
          <PaymentReturnNotice about={(payment) => payment.orderId === id} />
          <OrderCard order={order.data} highlight />
        </>
      )}
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-4 py-10 text-center"
    >
      <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium">{t("shop.orders.loadFailed")}</p>
      <Button variant="outline" onClick={onRetry}>
        {t("shop.retry")}
      </Button>
    </div>
  );
}
