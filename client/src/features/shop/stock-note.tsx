import type { Product } from "@domain/shop/schemas";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { useShopFormat } from "./format";

/** Few items left are worth knowing; "In stock" otherwise. */
export const LOW_STOCK = 5;

export function StockNote({
  product,
  className,
}: {
  product: Pick<Product, "stockQuantity" | "inStock">;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const { stockQuantity, inStock } = product;
  if (!inStock || stockQuantity <= 0) {
    return (
      <p className={cn("font-medium text-destructive text-sm", className)}>{t("shop.product.outOfStock")}</p>
    );
  }
  if (stockQuantity <= LOW_STOCK) {
    return (
      <p className={cn("font-medium text-sm text-warning-foreground", className)}>
        {t("shop.product.onlyLeft", { count: stockQuantity, value: format.number(stockQuantity) })}
      </p>
    );
  }
  return <p className={cn("text-muted-foreground text-sm", className)}>{t("shop.product.inStock")}</p>;
}
