import { MAX_CART_QUANTITY } from "@domain/shop/rules";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useShopFormat } from "./format";
import { productHref } from "./product-card";
import { ProductImage } from "./product-image";
import { QuantityStepper } from "./quantity-stepper";
import { LOW_STOCK, StockNote } from "./stock-note";
import { type CartRow, cartErrorMessage, useRemoveFromCart, useSetCartQuantity } from "./use-cart";

/** One cart line: the product, − quantity +, its total and Remove; a refused change says why under it. */
export function CartLine({ row }: { row: CartRow }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const setQuantity = useSetCartQuantity();
  const remove = useRemoveFromCart();
  const [problem, setProblem] = useState<string | null>(null);
  const { item } = row;
  if (!item) return <CartLineSkeleton />;

  const busy = setQuantity.isPending || remove.isPending;
  const change = (quantity: number) => {
    setProblem(null);
    setQuantity.mutate({ item, quantity }, { onError: (error) => setProblem(cartErrorMessage(t, error)) });
  };
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-3 sm:gap-4 sm:p-4" aria-label={item.name}>
      <ProductImage
        imageUrl={item.imageUrl}
        category={item.category}
        className="size-20 shrink-0 rounded-lg sm:size-24"
        iconClassName="size-8"
      />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              href={productHref(item.id)}
              className="line-clamp-2 font-semibold hover:text-primary hover:underline"
            >
              {item.name}
            </Link>
            <p className="text-muted-foreground text-sm">
              {t("shop.cart.each", { amount: format.money(item.price) })}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1 -mr-1 size-9 shrink-0 text-muted-foreground hover:text-destructive"
            aria-label={t("shop.cart.remove", { name: item.name })}
            disabled={busy}
            onClick={() =>
              remove.mutate(item.id, { onError: (error) => setProblem(cartErrorMessage(t, error)) })
            }
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            value={row.quantity}
            max={MAX_CART_QUANTITY}
            onChange={change}
            disabled={busy}
            name={item.name}
          />
          <p className="font-semibold">{format.money(row.lineTotal)}</p>
        </div>
        {problem ? (
          <p role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        ) : item.stockQuantity < row.quantity || item.stockQuantity <= LOW_STOCK ? (
          <StockNote product={item} />
        ) : (
          row.quantity >= MAX_CART_QUANTITY && (
            <p className="text-muted-foreground text-sm">
              {t("shop.cart.maxPerOrder", { count: MAX_CART_QUANTITY })}
            </p>
          )
        )}
      </div>
    </li>
  );
}

function CartLineSkeleton() {
  return (
    <li className="flex gap-4 rounded-xl border bg-card p-4" aria-hidden="true">
      <Skeleton className="size-20 rounded-lg sm:size-24" />
      <div className="grid flex-1 content-start gap-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/4" />
        <Skeleton className="mt-2 h-9 w-32" />
      </div>
    </li>
  );
}
