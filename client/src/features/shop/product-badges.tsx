import type { Product } from "@domain/shop/schemas";
import { Flame, Percent } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** Sale and Hot (SPEC §9's toggles), as the filters name them. */
export function ProductBadges({
  product,
  className,
}: {
  product: Pick<Product, "isOnSale" | "isTrending">;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!product.isOnSale && !product.isTrending) return null;
  return (
    <div className={cn("flex flex-wrap gap-1", className)}>
      {product.isOnSale && (
        <Badge className="shadow-sm">
          <Percent aria-hidden="true" />
          {t("shop.filters.sale")}
        </Badge>
      )}
      {product.isTrending && (
        <Badge variant="warning" className="bg-warning text-black shadow-sm">
          <Flame aria-hidden="true" />
          {t("shop.filters.hot")}
        </Badge>
      )}
    </div>
  );
}
