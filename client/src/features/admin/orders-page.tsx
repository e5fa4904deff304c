import type { AdminOrder } from "@domain/admin/schemas";
import { fullName } from "@domain/auth/user-rules";
import { ORDER_STATUSES } from "@domain/shop/catalogue";
import { Eye, PackageSearch } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { lazyWhenIdle, useIdle } from "@/lib/idle";
import { localDigits } from "@/lib/local-digits";
import { AdminLayout } from "./admin-layout";
import { type OrderSearch, useAdminOrders } from "./api";
import { OrderAction } from "./order-action";
import { orderFormat, orderNumber } from "./order-format";
import { PageNav } from "./page-nav";

// The order dialog (Radix dialog) mounts when the browser is idle, or when an order is opened first.
const OrderDialog = lazyWhenIdle(() => import("./order-dialog").then((m) => ({ default: m.OrderDialog })));

const ALL = "all";

function readSearch(params: URLSearchParams): OrderSearch {
  const status = ORDER_STATUSES.find((value) => value === params.get("status")) ?? "";
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  return { status, page };
}

/** /admin/orders: every shop order by status, newest first; view one, move it along. */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const [openId, setOpenId] = useState<string | null>(null);
  const idle = useIdle();
  const update = (changes: Partial<OrderSearch>) => {
    const next = { ...search, page: 1, ...changes };
    const entries = Object.entries({ status: next.status, page: next.page > 1 ? String(next.page) : "" });
    setParams(Object.fromEntries(entries.filter(([, value]) => value)));
  };
  return (
    <AdminLayout title={t("admin.orders.title")} subtitle={t("admin.orders.subtitle")}>
      <Tabs
        value={search.status || ALL}
        onValueChange={(value) => update({ status: value === ALL ? "" : (value as OrderSearch["status"]) })}
      >
        {/* On a phone the five statuses wrap to a second row: none is cut off. */}
        <TabsList aria-label={t("admin.orders.statusLabel")} className="h-auto flex-wrap gap-y-1 sm:h-11">
          <TabsTrigger value={ALL}>{t("admin.orders.all")}</TabsTrigger>
          {ORDER_STATUSES.map((status) => (
            <TabsTrigger key={status} value={status}>
              {t(`shop.orders.status.${status}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The chosen status's orders are the panel of its tab. */}
        <TabsContent value={search.status || ALL}>
          <OrderResults search={search} onPage={(page) => update({ page })} onView={setOpenId} />
        </TabsContent>
      </Tabs>
      {(idle || openId) && (
        <Suspense fallback={null}>
          <OrderDialog orderId={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </AdminLayout>
  );
}

function OrderResults({
  search,
  onPage,
  onView,
}: {
  search: OrderSearch;
  onPage: (page: number) => void;
  onView: (id: string) => void;
}) {
  const { t } = useTranslation();
  const query = useAdminOrders(search);
  if (query.isPending) {
    return (
      <div className="mt-6 grid gap-3">
        <span className="sr-only" role="status">
          {t("app.loading")}
        </span>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-28" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="mt-6 text-destructive text-sm">
        {t("admin.orders.loadFailed")}
      </p>
    );
  }
  const { orders, total, page, pageSize } = query.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="mt-6 grid gap-4">
      <p role="status" className="text-muted-foreground text-sm">
        {t("admin.orders.count", { count: total, value: localDigits(total) })}
      </p>
      {orders.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-12 text-center">
          <PackageSearch className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">{t("admin.orders.empty")}</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label={t("admin.orders.listLabel")}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderRow order={order} onView={() => onView(order.id)} />
            </li>
          ))}
        </ul>
      )}
      <PageNav page={page} pages={pages} onPage={onPage} />
    </div>
  );
}

function OrderRow({ order, onView }: { order: AdminOrder; onView: () => void }) {
  const { t } = useTranslation();
  const format = orderFormat();
  const number = orderNumber(order.id);
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Card
      aria-labelledby={`order-${order.id}`}
      className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`order-${order.id}`} className="font-semibold">
            {t("shop.orders.orderLabel", { number })}
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="truncate text-muted-foreground text-sm">
          {t("admin.orders.by", { name: fullName(order.customer), email: order.customer.email })}
        </p>
        <p className="text-muted-foreground text-sm">
          {t("shop.orders.placedAt", { date: format.dateTime(order.createdAt) })}
          {" · "}
          {t("admin.orders.itemCount", { count: items, value: format.number(items) })}
          {" · "}
          <span className="font-medium text-foreground">{format.money(order.total)}</span>
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={onView} aria-label={t("admin.orders.viewLabel", { number })}>
          <Eye aria-hidden="true" />
          {t("admin.orders.view")}
        </Button>
        <OrderAction order={order} />
      </div>
    </Card>
  );
}
